import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type Invoice = {
  id: string;
  livemode: boolean;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  billing_reason: string;
  description: string;
  subscription_id: string | null;
  currency_id: string;
  total: string;
  amount_paid: string;
  amount_remaining: string;
  period_start: number;
  period_end: number;
  metadata: { payment_details?: { evm?: { tx_hash?: string } } };
  lines: { id: string; description: string; quantity: number; amount: string }[];
  created_at: string;
};

export type Subscription = {
  id: string;
  livemode: boolean;
  status: 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'incomplete' | 'incomplete_expired';
  description: string;
  currency_id: string;
  current_period_start: number;
  current_period_end: number;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  latest_invoice_id: string | null;
  items: { id: string; price_id: string; quantity: number }[];
};

/** Billing records of the signed-in customer; the mode comes from the link (`?livemode=false`). */
export function useInvoice(id: string, livemode: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'invoice', id, livemode],
    queryFn: ({ signal }) => api<Invoice>(`/api/invoices/${encodeURIComponent(id)}`, { query: { livemode }, signal }),
    enabled,
  });
}

export function useSubscription(id: string, livemode: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'subscription', id, livemode],
    queryFn: ({ signal }) => api<Subscription>(`/api/subscriptions/${encodeURIComponent(id)}`, { query: { livemode }, signal }),
    enabled,
  });
}
