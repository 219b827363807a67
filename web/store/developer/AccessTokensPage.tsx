import { useState, type FormEvent } from 'react';
import { Badge, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';
import { DataTable, type Column } from '../../payment/dashboard/shared/DataTable';
import { confirmAction, toastError, toastSuccess } from '../../payment/dashboard/shared/feedback';
import { pathMatcher, submitFailure } from '../../payment/dashboard/shared/form-errors';
import { PageHeader } from '../../payment/dashboard/shared/PageHeader';
import { SecretDialog } from '../../payment/dashboard/shared/SecretDialog';
import { pageOf, useTableState } from '../../payment/dashboard/shared/table-state';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../shared/queries';
import type { AccessToken } from '../shared/types';

const NAME_MAX = 64;

function CreateTokenForm({ onCreated, onCancel }: { onCreated(secret: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(t('store.form.tokenNameRequired'));
    if (trimmed.length > NAME_MAX) return setError(t('store.form.maxChars', { length: NAME_MAX }));
    setError(undefined);
    create.mutate(trimmed, {
      onSuccess: (token) => onCreated(token.secret),
      onError: (err) => {
        const failure = submitFailure(err, pathMatcher(['name']));
        setError(failure.fields.name ?? failure.message ?? undefined);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="token-form">
      <Stack gap="md">
        <TextInput
          label={t('store.tokens.name')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={NAME_MAX + 8}
          disabled={create.isPending}
          data-autofocus
          data-testid="token-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="token-submit">
            {t('store.tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AccessTokensPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const { data, isPending, error, refetch } = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  // Held only while its dialog is open; closing it forgets the secret.
  const [secret, setSecret] = useState<string | null>(null);

  const confirmRevoke = (token: AccessToken) =>
    confirmAction({
      title: t('store.tokens.revokeTitle'),
      message: t('store.tokens.revokeMessage', { name: token.name }),
      confirm: t('store.tokens.revoke'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () =>
        revoke.mutate(token.id, { onSuccess: () => toastSuccess(t('store.tokens.revokedDone', { name: token.name })), onError: toastError }),
    });

  const columns: Column<AccessToken>[] = [
    { key: 'name', header: t('store.tokens.name'), cell: (token) => <Text fw={500} size="sm">{token.name}</Text> },
    { key: 'secret', header: t('store.tokens.secret'), cell: (token) => <Code data-testid="token-masked">{token.secret}</Code> },
    { key: 'created', header: t('store.tokens.created'), cell: (token) => formatTime(token.created_at), visibleFrom: 'md', nowrap: true },
    {
      key: 'used',
      header: t('store.tokens.lastUsed'),
      cell: (token) => (token.last_used_at ? formatTime(token.last_used_at) : t('store.tokens.never')),
      visibleFrom: 'sm',
    },
    {
      key: 'status',
      nowrap: true,
      header: '',
      cell: (token) => (
        <Badge color={token.revoked_at ? 'gray' : 'teal'} variant="light">
          {t(token.revoked_at ? 'store.tokens.revoked' : 'store.tokens.active')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      nowrap: true,
      header: '',
      align: 'right',
      cell: (token) =>
        token.revoked_at ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => confirmRevoke(token)}
            loading={revoke.isPending && revoke.variables === token.id}
            data-testid="token-revoke"
          >
            {t('store.tokens.revoke')}
          </Button>
        ),
    },
  ];

  const list = data?.list ?? [];
  return (
    <Stack gap="lg" data-testid="access-tokens">
      <PageHeader
        title={t('store.developer.accessTokens')}
        description={t('store.developer.accessTokensDescription')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="token-create">
            {t('store.tokens.new')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={data ? pageOf(list, table) : undefined}
        count={list.length}
        rowKey={(token) => token.id}
        state={table}
        loading={isPending}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t('store.tokens.empty')}</Text>}
        rowTestId="token-row"
        data-testid="token-list"
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('store.tokens.new')} centered>
        {creating ? (
          <CreateTokenForm
            onCreated={(value) => {
              setCreating(false);
              setSecret(value);
            }}
            onCancel={() => setCreating(false)}
          />
        ) : null}
      </Modal>
      <SecretDialog secret={secret} title={t('store.tokens.secretTitle')} onClose={() => setSecret(null)} data-testid="token-secret" />
    </Stack>
  );
}
