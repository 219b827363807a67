import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { ListAnswer, PaymentMethod } from '../shared/types';

export function fetchPaymentMethods(livemode: boolean, signal?: AbortSignal): Promise<ListAnswer<PaymentMethod>> {
  return api<ListAnswer<PaymentMethod>>('/api/payment-methods', { query: { livemode }, signal });
}

/** The methods of the current mode, each with its currencies. */
export function usePaymentMethods() {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('payment-methods', livemode),
    queryFn: ({ signal }) => fetchPaymentMethods(livemode, signal),
  });
}
