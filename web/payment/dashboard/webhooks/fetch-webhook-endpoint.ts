import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { WebhookEndpoint } from '../shared/types';

export function fetchWebhookEndpoint(livemode: boolean, id: string, signal?: AbortSignal): Promise<WebhookEndpoint> {
  return api<WebhookEndpoint>(`/api/webhook-endpoints/${encodeURIComponent(id)}`, { query: { livemode }, signal });
}

export function useWebhookEndpoint(id: string) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('webhook-endpoints', livemode, 'detail', id),
    queryFn: ({ signal }) => fetchWebhookEndpoint(livemode, id, signal),
  });
}
