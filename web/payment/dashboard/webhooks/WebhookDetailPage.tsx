import { useState } from 'react';
import { Button, Code, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatTime } from '../../../lib/time';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { confirmAction, toastError, toastSuccess } from '../shared/feedback';
import { LoadError } from '../shared/LoadError';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { Section } from '../shared/Section';
import { useDeleteWebhookEndpoint } from './delete-webhook-endpoint';
import { EndpointStatus } from './endpoint-badges';
import { useWebhookEndpoint } from './fetch-webhook-endpoint';
import { useUpdateWebhookEndpoint } from './put-webhook-endpoint';
import { ALL_EVENTS, WebhookEndpointDialog } from './WebhookEndpointDialog';
import { WebhookAttemptsTable } from './WebhookAttemptsTable';

export function WebhookDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: endpoint, isPending, error, refetch } = useWebhookEndpoint(id);
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [editing, setEditing] = useState(false);
  const back = { to: dashboardPaths.webhooks, label: t('dashboard.webhooks.title') };

  if (isPending) {
    return (
      <Stack gap="md" data-testid="webhook-loading">
        <Skeleton height={32} width="50%" />
        <Skeleton height={140} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.webhooks.title')} back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  const enabled = endpoint.status === 'enabled';
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, body: { status: enabled ? 'disabled' : 'enabled' } },
      { onSuccess: () => toastSuccess(t(enabled ? 'dashboard.webhooks.disabled' : 'dashboard.webhooks.enabled')), onError: toastError },
    );
  const confirmDelete = () =>
    confirmAction({
      title: t('dashboard.webhooks.deleteTitle'),
      message: t('dashboard.webhooks.deleteMessage', { url: endpoint.url }),
      confirm: t('dashboard.actions.delete'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () =>
        remove.mutate(endpoint.id, {
          onSuccess: () => {
            toastSuccess(t('dashboard.webhooks.deleted'));
            void navigate(dashboardPaths.webhooks);
          },
          onError: toastError,
        }),
    });

  return (
    <Stack gap="lg" data-testid="webhook-detail">
      <PageHeader
        title={<span style={{ wordBreak: 'break-all' }}>{endpoint.url}</span>}
        back={back}
        badges={<EndpointStatus status={endpoint.status} />}
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => setEditing(true)} data-testid="webhook-edit">
              {t('dashboard.actions.edit')}
            </Button>
            <Button size="xs" variant="default" onClick={toggle} loading={update.isPending} data-testid="webhook-toggle">
              {t(enabled ? 'dashboard.webhooks.disable' : 'dashboard.webhooks.enable')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={confirmDelete} loading={remove.isPending} data-testid="webhook-delete">
              {t('dashboard.actions.delete')}
            </Button>
          </>
        }
      />
      <Section title={t('dashboard.webhooks.endpoint')}>
        <DetailRow label={t('dashboard.id')}>
          <CopyField value={endpoint.id} />
        </DetailRow>
        <DetailRow label={t('dashboard.webhooks.descriptionField')}>{endpoint.description || '—'}</DetailRow>
        <DetailRow label={t('dashboard.webhooks.events')}>
          {endpoint.enabled_events.includes(ALL_EVENTS) ? (
            t('dashboard.webhooks.allEvents')
          ) : (
            <Group gap={4}>
              {endpoint.enabled_events.map((type) => (
                <Code key={type}>{type}</Code>
              ))}
            </Group>
          )}
        </DetailRow>
        <DetailRow label={t('dashboard.webhooks.signing')}>{t('dashboard.webhooks.signingHint')}</DetailRow>
        <DetailRow label={t('dashboard.created')}>{formatTime(endpoint.created_at)}</DetailRow>
      </Section>
      <Section title={t('dashboard.webhooks.attempts')}>
        <WebhookAttemptsTable endpointId={endpoint.id} />
      </Section>
      <WebhookEndpointDialog opened={editing} endpoint={endpoint} onClose={() => setEditing(false)} />
    </Stack>
  );
}
