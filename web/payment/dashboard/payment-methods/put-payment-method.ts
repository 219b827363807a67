import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { PaymentMethod } from '../shared/types';

/** `settings` merge over the stored ones, so secrets left out stay as they are. */
export type PaymentMethodChange = {
  name?: string;
  description?: string;
  active?: boolean;
  settings?: Record<string, unknown>;
};

export function putPaymentMethod(id: string, body: PaymentMethodChange): Promise<PaymentMethod> {
  return api<PaymentMethod>(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentMethodChange }) => putPaymentMethod(id, body),
    onSuccess: () => invalidateResources(client, 'payment-methods', 'payment-currencies'),
  });
}
