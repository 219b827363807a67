import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceCreate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Price } from '../shared/types';

export function postPrice(body: PriceCreate): Promise<Price> {
  return api<Price>('/api/prices', { method: 'POST', body });
}

export function useCreatePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPrice,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
