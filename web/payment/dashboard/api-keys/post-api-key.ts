import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { ApiKey } from '../shared/types';

/** The answer carries the whole secret, the only time it is ever sent. */
export function postApiKey(body: { name: string }): Promise<ApiKey> {
  return api<ApiKey>('/api/api-keys', { method: 'POST', body });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postApiKey,
    onSuccess: () => invalidateResources(client, 'api-keys'),
  });
}
