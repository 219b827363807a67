import { Alert, Button, Card, Code, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatError } from '../../lib/error-text';
import { storeApi } from '../shared/api';

/** Lets a signed-in developer approve the login of the command line (or an editor) showing the same code. */
export function ConnectCliPage({ studio = false }: { studio?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const confirm = useMutation({ mutationFn: () => storeApi<{ ok: boolean }>('/cli/sessions/confirm', { method: 'POST', body: { code } }) });

  let problem: string | null = null;
  if (confirm.error) {
    const status = confirm.error instanceof ApiError ? confirm.error.status : 0;
    problem = status === 404 ? t('store.connect.unknown') : status === 409 ? t('store.connect.used') : formatError(confirm.error);
  }

  return (
    <Stack maw={520} mx="auto" py="xl" px="sm" data-testid="connect-cli">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(studio ? 'store.connect.studioTitle' : 'store.connect.cliTitle')}
          </Title>
          <Text c="dimmed">{t(studio ? 'store.connect.studioDescription' : 'store.connect.cliDescription')}</Text>
          {code ? (
            <Stack gap={4} align="center">
              <Text size="sm" c="dimmed">
                {t('store.connect.code')}
              </Text>
              <Code fz="xl" p="sm" data-testid="connect-code">
                {code}
              </Code>
            </Stack>
          ) : (
            <Alert color="yellow">{t('store.connect.noCode')}</Alert>
          )}
          {problem ? (
            <Alert color="red" role="alert" data-testid="connect-error">
              {problem}
            </Alert>
          ) : null}
          {confirm.isSuccess ? (
            <Alert color="teal" data-testid="connect-done">
              {t(studio ? 'store.connect.confirmedStudio' : 'store.connect.confirmed')}
            </Alert>
          ) : (
            <Button disabled={!code} loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="connect-confirm">
              {t('store.connect.confirm')}
            </Button>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

export function ConnectStudioPage() {
  return <ConnectCliPage studio />;
}
