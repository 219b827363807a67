import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLinkCreate } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { PaymentLink } from '../shared/types';

export function postPaymentLink(body: PaymentLinkCreate): Promise<PaymentLink> {
  return api<PaymentLink>('/api/payment-links', { method: 'POST', body });
}

export function useCreatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPaymentLink,
    // Prices sold through a link become locked.
    onSuccess: () => invalidateResources(client, 'payment-links', 'products', 'prices'),
  });
}
