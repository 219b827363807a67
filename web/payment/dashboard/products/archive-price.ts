import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Price } from '../shared/types';

export function archivePrice(id: string): Promise<Price> {
  return api<Price>(`/api/prices/${encodeURIComponent(id)}/archive`, { method: 'PUT' });
}

export function useArchivePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archivePrice,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
