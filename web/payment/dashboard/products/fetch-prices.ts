import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, Price } from '../shared/types';

export type PriceQuery = { page: number; pageSize: number; active?: boolean; product_id?: string };

export function fetchPrices(livemode: boolean, query: PriceQuery, signal?: AbortSignal): Promise<ListAnswer<Price>> {
  return api<ListAnswer<Price>>('/api/prices', { query: { ...query, livemode }, signal });
}

/** Prices with their product, such as those a payment link may sell. */
export function usePrices(query: PriceQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('prices', livemode, query),
    queryFn: ({ signal }) => fetchPrices(livemode, query, signal),
  });
}
