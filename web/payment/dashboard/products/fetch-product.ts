import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Product } from '../shared/types';

export function fetchProduct(livemode: boolean, id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { query: { livemode }, signal });
}

/** A product with its prices. */
export function useProduct(id: string) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('products', livemode, 'detail', id),
    queryFn: ({ signal }) => fetchProduct(livemode, id, signal),
  });
}
