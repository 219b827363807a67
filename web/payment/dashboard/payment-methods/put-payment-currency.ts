import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Currency } from '../shared/types';

export type PaymentCurrencyChange = { active?: boolean; is_base_currency?: boolean; name?: string; maximum_precision?: number };

export function putPaymentCurrency(id: string, body: PaymentCurrencyChange): Promise<Currency> {
  return api<Currency>(`/api/payment-currencies/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePaymentCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentCurrencyChange }) => putPaymentCurrency(id, body),
    // The base currency is one per mode: the others change too.
    onSuccess: () => invalidateResources(client, 'payment-methods', 'payment-currencies'),
  });
}
