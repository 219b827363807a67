import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/time';
import { DataTable, type Column } from '../shared/DataTable';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { SecretDialog } from '../shared/SecretDialog';
import { useTableState } from '../shared/table-state';
import type { WebhookEndpoint } from '../shared/types';
import { useWebhookEndpoints } from './fetch-webhook-endpoints';
import { EndpointStatus, EventSummary } from './endpoint-badges';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';

export function WebhookListPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const { data, isPending, isFetching, error, refetch } = useWebhookEndpoints({ page: table.page, pageSize: table.pageSize });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('dashboard.webhooks.url'),
      cell: (endpoint) => (
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={dashboardPaths.webhook(endpoint.id)} fw={500} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Anchor>
          {endpoint.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {endpoint.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'events', header: t('dashboard.webhooks.events'), cell: (endpoint) => <EventSummary events={endpoint.enabled_events} />, visibleFrom: 'sm' },
    { key: 'status', header: t('dashboard.status.label'), cell: (endpoint) => <EndpointStatus status={endpoint.status} />, nowrap: true },
    { key: 'created', header: t('dashboard.created'), cell: (endpoint) => formatDate(endpoint.created_at), visibleFrom: 'md', nowrap: true },
  ];

  return (
    <Stack gap="lg" data-testid="webhooks-page">
      <PageHeader
        title={t('dashboard.webhooks.title')}
        description={t('dashboard.webhooks.description')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="webhook-new">
            {t('dashboard.webhooks.new')}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={data?.list}
        count={data?.count ?? 0}
        rowKey={(endpoint) => endpoint.id}
        state={table}
        loading={isPending || isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t('dashboard.webhooks.empty')}</Text>}
        rowTestId="webhook-row"
        data-testid="webhook-list"
      />
      <WebhookEndpointDialog opened={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <SecretDialog secret={secret} title={t('dashboard.webhooks.secretTitle')} onClose={() => setSecret(null)} data-testid="webhook-secret" />
    </Stack>
  );
}
