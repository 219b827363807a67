import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, WebhookAttempt } from '../shared/types';

export type AttemptQuery = { page: number; pageSize: number };

export function fetchWebhookAttempts(livemode: boolean, id: string, query: AttemptQuery, signal?: AbortSignal): Promise<ListAnswer<WebhookAttempt>> {
  return api<ListAnswer<WebhookAttempt>>(`/api/webhook-endpoints/${encodeURIComponent(id)}/attempts`, { query: { ...query, livemode }, signal });
}

/** The delivery log of one endpoint, newest first. */
export function useWebhookAttempts(id: string, query: AttemptQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('webhook-endpoints', livemode, 'attempts', id, query),
    queryFn: ({ signal }) => fetchWebhookAttempts(livemode, id, query, signal),
    placeholderData: keepPreviousData,
  });
}
