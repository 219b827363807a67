import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';

/** Refused with 409 once the price is in use (RESOURCE_LOCKED) or an upsell points at it (RESOURCE_IN_USE). */
export function deletePrice(id: string): Promise<{ id: string; deleted: true }> {
  return api<{ id: string; deleted: true }>(`/api/prices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePrice,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
