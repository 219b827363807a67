import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { WalletStep } from '../checkout/types';

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

export type OverdueCurrency = { id: string; name: string; symbol: string; decimal: number; logo: string; type: 'standard' | 'credit'; maximum_precision: number; contract: string | null };

/** A customer's (or a subscription's) past-due invoices and what is owed per currency (spec §3 Overdue summary). */
export type Overdue = {
  summary: Record<string, { amount: string; currency: OverdueCurrency; method: { id: string; type: string; name: string } }>;
  invoices: (Invoice & { due_date: number | null })[];
  subscription: Subscription | null;
  subscriptionCount: number;
  customer: { id: string; name: string; email: string };
};

export const overdueKey = (customerId: string | undefined, livemode: boolean) => ['customer', 'overdue', customerId, livemode] as const;

export function useMyCustomerId(livemode: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'me', livemode],
    queryFn: ({ signal }) => api<{ id: string | null }>('/api/customers/me', { query: { livemode, fallback: true }, signal }),
    enabled,
    select: (customer) => customer.id,
  });
}

/** Past-due invoices of a customer; read again every `refetchMs` while a payment is being confirmed. */
export function useOverdue(customerId: string | null | undefined, livemode: boolean, refetchMs: number | false = false) {
  return useQuery({
    queryKey: overdueKey(customerId ?? undefined, livemode),
    queryFn: ({ signal }) => api<Overdue>(`/api/customers/${encodeURIComponent(customerId!)}/overdue/invoices`, { query: { livemode }, signal }),
    enabled: !!customerId,
    refetchInterval: refetchMs,
  });
}

/** The wallet flow for past-due invoices (spec §7, action collect-batch). */
export const collectBatchApi = {
  request: (currencyId: string, customerId: string) =>
    api<{ steps: WalletStep[]; amount: string }>('/api/did/collect-batch/request', { query: { currencyId, customerId } }),
  submit: (currencyId: string, customerId: string, txHashes: string[]) =>
    api<{ paid: boolean; amount: string; invoices: string[] }>('/api/did/collect-batch/submit', { method: 'POST', body: { currencyId, customerId, tx_hashes: txHashes } }),
};
