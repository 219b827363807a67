import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Customer } from '../shared/types';

export function fetchCustomer(livemode: boolean, id: string, signal?: AbortSignal): Promise<Customer> {
  return api<Customer>(`/api/customers/${encodeURIComponent(id)}`, { query: { livemode }, signal });
}

export function useCustomer(id: string) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('customers', livemode, 'detail', id),
    queryFn: ({ signal }) => fetchCustomer(livemode, id, signal),
  });
}
