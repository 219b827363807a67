import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Product } from '../shared/types';

/** Takes a product off sale; it stays for what was already sold. */
export function archiveProduct(id: string): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}/archive`, { method: 'PUT' });
}

export function useArchiveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archiveProduct,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
