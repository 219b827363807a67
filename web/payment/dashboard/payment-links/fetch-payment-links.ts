import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, PaymentLink } from '../shared/types';

export type PaymentLinkQuery = { page: number; pageSize: number; active?: boolean };

export function fetchPaymentLinks(livemode: boolean, query: PaymentLinkQuery, signal?: AbortSignal): Promise<ListAnswer<PaymentLink>> {
  return api<ListAnswer<PaymentLink>>('/api/payment-links', { query: { ...query, livemode }, signal });
}

export function usePaymentLinks(query: PaymentLinkQuery) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('payment-links', livemode, 'list', query),
    queryFn: ({ signal }) => fetchPaymentLinks(livemode, query, signal),
    placeholderData: keepPreviousData,
  });
}
