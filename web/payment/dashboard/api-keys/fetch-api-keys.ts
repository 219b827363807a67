import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ApiKey, ListAnswer } from '../shared/types';

export function fetchApiKeys(livemode: boolean, signal?: AbortSignal): Promise<ListAnswer<ApiKey>> {
  return api<ListAnswer<ApiKey>>('/api/api-keys', { query: { livemode }, signal });
}

/** The keys of the current mode, secrets masked. */
export function useApiKeys() {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('api-keys', livemode),
    queryFn: ({ signal }) => fetchApiKeys(livemode, signal),
  });
}
