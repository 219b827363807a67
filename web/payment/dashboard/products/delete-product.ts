import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';

/** Refused with 409 RESOURCE_LOCKED once the product is in use; archive it then. */
export function deleteProduct(id: string): Promise<{ id: string; deleted: true }> {
  return api<{ id: string; deleted: true }>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => invalidateResources(client, 'products', 'prices'),
  });
}
