import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentLinkUpdateBody } from '@common/payment/catalog.ts';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { PaymentLink } from '../shared/types';

export type PaymentLinkChange = z.input<typeof paymentLinkUpdateBody>;

export function putPaymentLink(id: string, body: PaymentLinkChange): Promise<PaymentLink> {
  return api<PaymentLink>(`/api/payment-links/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdatePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentLinkChange }) => putPaymentLink(id, body),
    onSuccess: () => invalidateResources(client, 'payment-links', 'products', 'prices'),
  });
}
