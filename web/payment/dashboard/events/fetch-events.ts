import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, PaymentEvent } from '../shared/types';

export type EventQuery = { page: number; pageSize: number; type?: string; object_id?: string };

export function fetchEvents(livemode: boolean, query: EventQuery, signal?: AbortSignal): Promise<ListAnswer<PaymentEvent>> {
  return api<ListAnswer<PaymentEvent>>('/api/events', { query: { ...query, livemode }, signal });
}

/** What happened to the records of the current mode, newest first. */
export function useEvents(query: EventQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('events', livemode, query),
    queryFn: ({ signal }) => fetchEvents(livemode, query, signal),
    placeholderData: keepPreviousData,
  });
}
