import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Currency, PaymentMethod } from '../shared/types';

export type PaymentSettings = { paymentMethods: PaymentMethod[]; baseCurrency: Currency | null };

/** What checkout offers in a mode (public): active methods and the base currency. */
export function fetchPaymentSettings(livemode: boolean, signal?: AbortSignal): Promise<PaymentSettings> {
  return api<PaymentSettings>('/api/settings', { query: { livemode }, signal });
}

export function usePaymentSettings() {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('settings', livemode, 'payment'),
    queryFn: ({ signal }) => fetchPaymentSettings(livemode, signal),
  });
}
