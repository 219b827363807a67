import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, WebhookEndpoint } from '../shared/types';

export type EndpointQuery = { page: number; pageSize: number };

export function fetchWebhookEndpoints(livemode: boolean, query: EndpointQuery, signal?: AbortSignal): Promise<ListAnswer<WebhookEndpoint>> {
  return api<ListAnswer<WebhookEndpoint>>('/api/webhook-endpoints', { query: { ...query, livemode }, signal });
}

export function useWebhookEndpoints(query: EndpointQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('webhook-endpoints', livemode, 'list', query),
    queryFn: ({ signal }) => fetchWebhookEndpoints(livemode, query, signal),
    placeholderData: keepPreviousData,
  });
}
