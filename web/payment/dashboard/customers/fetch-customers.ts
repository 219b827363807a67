import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Customer, ListAnswer } from '../shared/types';

export type CustomerQuery = { page: number; pageSize: number; q?: string };

export function fetchCustomers(livemode: boolean, query: CustomerQuery, signal?: AbortSignal): Promise<ListAnswer<Customer>> {
  return api<ListAnswer<Customer>>('/api/customers', { query: { ...query, q: query.q || undefined, livemode }, signal });
}

/** Customers of the current mode, found by name, email or DID. */
export function useCustomers(query: CustomerQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('customers', livemode, 'list', query),
    queryFn: ({ signal }) => fetchCustomers(livemode, query, signal),
    placeholderData: keepPreviousData,
  });
}
