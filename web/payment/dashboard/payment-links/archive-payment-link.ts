import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { PaymentLink } from '../shared/types';

/** Stops a link from taking payments; its page then says so. */
export function archivePaymentLink(id: string): Promise<PaymentLink> {
  return api<PaymentLink>(`/api/payment-links/${encodeURIComponent(id)}/archive`, { method: 'PUT' });
}

export function useArchivePaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: archivePaymentLink,
    onSuccess: () => invalidateResources(client, 'payment-links'),
  });
}
