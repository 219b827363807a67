import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../shared/types';
import { ALL_EVENTS } from './WebhookEndpointDialog';

export function EndpointStatus({ status }: { status: WebhookEndpoint['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'enabled' ? 'teal' : 'gray'} variant="light" data-testid="webhook-status">
      {t(`dashboard.webhooks.status.${status}`)}
    </Badge>
  );
}

/** "All events", or how many types, naming them on hover. */
export function EventSummary({ events }: { events: string[] }) {
  const { t } = useTranslation();
  if (events.includes(ALL_EVENTS)) return <Badge variant="outline">{t('dashboard.webhooks.allEvents')}</Badge>;
  return (
    <Tooltip label={events.join(', ')} multiline maw={360} withArrow>
      <Group gap={4}>
        <Badge variant="outline">{t('dashboard.webhooks.eventCount', { count: events.length })}</Badge>
      </Group>
    </Tooltip>
  );
}
