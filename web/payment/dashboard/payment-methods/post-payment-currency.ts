import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCurrencyCreate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { Currency } from '../shared/types';

export function postPaymentCurrency(body: PaymentCurrencyCreate): Promise<Currency> {
  return api<Currency>('/api/payment-currencies', { method: 'POST', body });
}

export function useCreatePaymentCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPaymentCurrency,
    onSuccess: () => invalidateResources(client, 'payment-methods', 'payment-currencies'),
  });
}
