import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, Product } from '../shared/types';

export type ProductQuery = { page: number; pageSize: number; q?: string; active?: boolean };

export function fetchProducts(livemode: boolean, query: ProductQuery, signal?: AbortSignal): Promise<ListAnswer<Product>> {
  return api<ListAnswer<Product>>('/api/products', { query: { ...query, q: query.q || undefined, livemode }, signal });
}

export function useProducts(query: ProductQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('products', livemode, 'list', query),
    queryFn: ({ signal }) => fetchProducts(livemode, query, signal),
    placeholderData: keepPreviousData,
  });
}
