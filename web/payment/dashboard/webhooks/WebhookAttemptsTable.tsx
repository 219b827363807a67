import { useState } from 'react';
import { Badge, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/time';
import { CopyField } from '../shared/CopyField';
import { DataTable, type Column } from '../shared/DataTable';
import { DetailRow } from '../shared/DetailRow';
import { toastError, toastSuccess } from '../shared/feedback';
import { useTableState } from '../shared/table-state';
import type { WebhookAttempt } from '../shared/types';
import { useWebhookAttempts } from './fetch-webhook-attempts';
import { useResendWebhook } from './post-webhook-resend';

export function AttemptStatus({ status }: { status: WebhookAttempt['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'succeeded' ? 'teal' : 'red'} variant="light" data-testid="webhook-attempt-status">
      {t(`dashboard.webhooks.attemptStatus.${status}`)}
    </Badge>
  );
}

/** The delivery log of an endpoint; a failed delivery can be sent again. */
export function WebhookAttemptsTable({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const table = useTableState();
  const { data, isPending, isFetching, error, refetch } = useWebhookAttempts(endpointId, { page: table.page, pageSize: table.pageSize });
  const resend = useResendWebhook();
  const [shown, setShown] = useState<WebhookAttempt | null>(null);

  const columns: Column<WebhookAttempt>[] = [
    {
      key: 'event',
      header: t('dashboard.webhooks.event'),
      cell: (attempt) => (
        <Stack gap={0}>
          <Code>{attempt.event_type}</Code>
          <Text size="xs" c="dimmed" ff="monospace">
            {attempt.event_id}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: t('dashboard.status.label'), cell: (attempt) => <AttemptStatus status={attempt.status} />, nowrap: true },
    { key: 'attempt', header: t('dashboard.webhooks.attempt'), cell: (attempt) => attempt.attempt, visibleFrom: 'sm' },
    {
      key: 'response',
      header: t('dashboard.webhooks.response'),
      cell: (attempt) => (
        <Text size="sm" c={attempt.response_status && attempt.response_status < 300 ? undefined : 'red'}>
          {attempt.response_status ?? '—'}
          {attempt.duration_ms !== null ? (
            <Text span size="xs" c="dimmed">
              {' · '}
              {t('dashboard.webhooks.duration', { ms: attempt.duration_ms })}
            </Text>
          ) : null}
        </Text>
      ),
      visibleFrom: 'sm',
    },
    { key: 'time', header: t('dashboard.webhooks.time'), cell: (attempt) => formatTime(attempt.created_at), visibleFrom: 'md', nowrap: true },
    {
      key: 'actions',
      nowrap: true,
      header: '',
      align: 'right',
      cell: (attempt) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setShown(attempt)} data-testid="webhook-attempt-details">
            {t('dashboard.webhooks.details')}
          </Button>
          {attempt.status === 'failed' ? (
            <Button
              size="compact-xs"
              variant="light"
              loading={resend.isPending && resend.variables?.eventId === attempt.event_id}
              onClick={() =>
                resend.mutate(
                  { id: endpointId, eventId: attempt.event_id },
                  { onSuccess: () => toastSuccess(t('dashboard.webhooks.resent', { event: attempt.event_type })), onError: toastError },
                )
              }
              data-testid="webhook-resend"
            >
              {t('dashboard.webhooks.resend')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={data?.list}
        count={data?.count ?? 0}
        rowKey={(attempt) => attempt.id}
        state={table}
        loading={isPending || isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t('dashboard.webhooks.noAttempts')}</Text>}
        rowTestId="webhook-attempt-row"
        data-testid="webhook-attempt-list"
      />
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('dashboard.webhooks.details')} size="lg" centered>
        {shown ? (
          <Stack gap="xs">
            <DetailRow label={t('dashboard.webhooks.event')}>
              <CopyField value={shown.event_id} />
            </DetailRow>
            <DetailRow label={t('dashboard.status.label')}>
              <AttemptStatus status={shown.status} />
            </DetailRow>
            <DetailRow label={t('dashboard.webhooks.response')}>{shown.response_status ?? '—'}</DetailRow>
            {shown.error ? (
              <DetailRow label={t('dashboard.webhooks.error')}>
                <Code block>{shown.error}</Code>
              </DetailRow>
            ) : null}
            <DetailRow label={t('dashboard.webhooks.responseBody')}>
              {shown.response_body ? <Code block>{shown.response_body}</Code> : '—'}
            </DetailRow>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
