import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { PaymentLink } from '../shared/types';

export function fetchPaymentLink(livemode: boolean, id: string, signal?: AbortSignal): Promise<PaymentLink> {
  return api<PaymentLink>(`/api/payment-links/${encodeURIComponent(id)}`, { query: { livemode }, signal });
}

/** A link with the prices of its items. */
export function usePaymentLink(id: string) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('payment-links', livemode, 'detail', id),
    queryFn: ({ signal }) => fetchPaymentLink(livemode, id, signal),
  });
}
