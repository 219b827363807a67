import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCreate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Product } from '../shared/types';

/** Creates a product, with its first prices in the same request. */
export function postProduct(body: ProductCreate): Promise<Product> {
  return api<Product>('/api/products', { method: 'POST', body });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postProduct,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
