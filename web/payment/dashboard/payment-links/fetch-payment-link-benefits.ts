import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { Benefit, ListAnswer } from '../shared/types';

export function fetchPaymentLinkBenefits(id: string, signal?: AbortSignal): Promise<ListAnswer<Benefit>> {
  return api<ListAnswer<Benefit>>(`/api/payment-links/${encodeURIComponent(id)}/benefits`, { signal });
}

/** Whom payments through a link benefit, as the tip page shows them. */
export function usePaymentLinkBenefits(id: string) {
  const livemode = useLivemode();
  return useQuery({
    queryKey: dashboardKey('payment-links', livemode, 'benefits', id),
    queryFn: ({ signal }) => fetchPaymentLinkBenefits(id, signal),
  });
}
