import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethodCreate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { PaymentMethod } from '../shared/types';

export function postPaymentMethod(body: PaymentMethodCreate): Promise<PaymentMethod> {
  return api<PaymentMethod>('/api/payment-methods', { method: 'POST', body });
}

export function useCreatePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPaymentMethod,
    onSuccess: () => invalidateResources(client, 'payment-methods', 'payment-currencies'),
  });
}
