import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceUpdate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Price } from '../shared/types';

/** Refused with 409 RESOURCE_LOCKED when what a used price charges would change. */
export function putPrice(id: string, body: PriceUpdate): Promise<Price> {
  return api<Price>(`/api/prices/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PriceUpdate }) => putPrice(id, body),
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
