import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUpdate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Product } from '../shared/types';

export function putProduct(id: string, body: ProductUpdate): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductUpdate }) => putProduct(id, body),
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
