import { useState, type FormEvent } from 'react';
import { Badge, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiKeyCreateBody } from '@common/payment/catalog.ts';
import { formatTime } from '../../../lib/time';
import { useLivemode } from '../../../lib/livemode';
import { DataTable, type Column } from '../shared/DataTable';
import { confirmAction, toastError, toastSuccess } from '../shared/feedback';
import { pathMatcher, submitFailure } from '../shared/form-errors';
import { PageHeader } from '../shared/PageHeader';
import { SecretDialog } from '../shared/SecretDialog';
import { pageOf, useTableState } from '../shared/table-state';
import type { ApiKey } from '../shared/types';
import { useRevokeApiKey } from './delete-api-key';
import { useApiKeys } from './fetch-api-keys';
import { useCreateApiKey } from './post-api-key';

function CreateKeyForm({ onCreated, onCancel }: { onCreated(secret: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = apiKeyCreateBody.safeParse({ name });
    if (!checked.success) {
      setError(name.trim() ? checked.error.issues[0]?.message : t('dashboard.form.required'));
      return;
    }
    setError(undefined);
    create.mutate(checked.data, {
      onSuccess: (key) => {
        toastSuccess(t('dashboard.apiKeys.created', { name: key.name }));
        onCreated(key.secret);
      },
      onError: (err) => {
        const failure = submitFailure(err, pathMatcher(['name']));
        setError(failure.fields.name ?? failure.message ?? undefined);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="api-key-form">
      <Stack gap="md">
        <TextInput
          label={t('dashboard.apiKeys.name')}
          description={t('dashboard.apiKeys.nameHint')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={100}
          disabled={create.isPending}
          data-autofocus
          data-testid="api-key-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="api-key-submit">
            {t('dashboard.apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ApiKeysPage() {
  const { t } = useTranslation();
  const livemode = useLivemode();
  const table = useTableState();
  const { data, isPending, error, refetch } = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  // Held only while its dialog is open; closing it forgets the secret.
  const [secret, setSecret] = useState<string | null>(null);

  const confirmRevoke = (key: ApiKey) =>
    confirmAction({
      title: t('dashboard.apiKeys.revokeTitle'),
      message: t('dashboard.apiKeys.revokeMessage', { name: key.name }),
      confirm: t('dashboard.apiKeys.revoke'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () => revoke.mutate(key.id, { onSuccess: () => toastSuccess(t('dashboard.apiKeys.revoked', { name: key.name })), onError: toastError }),
    });

  const columns: Column<ApiKey>[] = [
    { key: 'name', header: t('dashboard.apiKeys.name'), cell: (key) => <Text fw={500} size="sm">{key.name}</Text> },
    { key: 'secret', header: t('dashboard.apiKeys.secret'), cell: (key) => <Code data-testid="api-key-masked">{key.secret}</Code> },
    { key: 'created', header: t('dashboard.created'), cell: (key) => formatTime(key.created_at), visibleFrom: 'md', nowrap: true },
    {
      key: 'used',
      header: t('dashboard.apiKeys.lastUsed'),
      cell: (key) => (key.last_used_at ? formatTime(key.last_used_at) : t('dashboard.apiKeys.never')),
      visibleFrom: 'sm',
    },
    {
      key: 'status',
      nowrap: true,
      header: t('dashboard.status.label'),
      cell: (key) =>
        key.revoked_at ? (
          <Badge color="gray" variant="light">
            {t('dashboard.apiKeys.revokedStatus')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('dashboard.status.active')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      nowrap: true,
      header: '',
      align: 'right',
      cell: (key) =>
        key.revoked_at ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => confirmRevoke(key)}
            loading={revoke.isPending && revoke.variables === key.id}
            data-testid="api-key-revoke"
          >
            {t('dashboard.apiKeys.revoke')}
          </Button>
        ),
    },
  ];

  const list = data?.list ?? [];
  return (
    <Stack gap="lg" data-testid="api-keys-page">
      <PageHeader
        title={t('dashboard.apiKeys.title')}
        description={t(livemode ? 'dashboard.apiKeys.descriptionLive' : 'dashboard.apiKeys.descriptionTest')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="api-key-new">
            {t('dashboard.apiKeys.new')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={data ? pageOf(list, table) : undefined}
        count={list.length}
        rowKey={(key) => key.id}
        state={table}
        loading={isPending}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t('dashboard.apiKeys.empty')}</Text>}
        rowTestId="api-key-row"
        data-testid="api-key-list"
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('dashboard.apiKeys.new')} centered>
        {creating ? (
          <CreateKeyForm
            onCancel={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
            }}
          />
        ) : null}
      </Modal>
      <SecretDialog secret={secret} title={t('dashboard.apiKeys.secretTitle')} onClose={() => setSecret(null)} data-testid="api-key-secret" />
    </Stack>
  );
}
