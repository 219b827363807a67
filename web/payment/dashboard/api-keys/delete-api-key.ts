import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { ApiKey } from '../shared/types';

/** Revokes a key: requests made with it are refused from then on. */
export function deleteApiKey(id: string): Promise<ApiKey> {
  return api<ApiKey>(`/api/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: () => invalidateResources(client, 'api-keys'),
  });
}
