import { api } from '../../lib/api';
import type {
  Benefit,
  CheckoutSession,
  CheckoutSettings,
  CustomerProfile,
  RetrieveAnswer,
  SubmitAnswer,
  WalletStep,
} from './types';
import type { CheckoutSubmitBody } from '@common/checkout/field-names.ts';

const cs = (id: string) => `/api/checkout-sessions/${encodeURIComponent(id)}`;

export const checkoutApi = {
  start: (linkId: string) => api<CheckoutSession>(`/api/checkout-sessions/start/${encodeURIComponent(linkId)}`, { method: 'POST' }),
  retrieve: (id: string) => api<RetrieveAnswer>(`/api/checkout-sessions/retrieve/${encodeURIComponent(id)}`),
  settings: (livemode: boolean) => api<CheckoutSettings>('/api/settings', { query: { livemode } }),
  customer: (livemode: boolean) => api<CustomerProfile>('/api/customers/me', { query: { fallback: 1, skipSummary: 1, livemode } }),
  adjustQuantity: (id: string, itemId: string, quantity: number) =>
    api<CheckoutSession>(`${cs(id)}/adjust-quantity`, { method: 'PUT', body: { itemId, quantity } }),
  setAmount: (id: string, priceId: string, amount: string) =>
    api<CheckoutSession>(`${cs(id)}/amount`, { method: 'PUT', body: { priceId, amount } }),
  upsell: (id: string, from: string, to: string) => api<CheckoutSession>(`${cs(id)}/upsell`, { method: 'PUT', body: { from, to } }),
  downsell: (id: string, from: string) => api<CheckoutSession>(`${cs(id)}/downsell`, { method: 'PUT', body: { from } }),
  crossSell: (id: string) => api<CheckoutSession['line_items'][number]['price'] | { error: string }>(`${cs(id)}/cross-sell`),
  addCrossSell: (id: string, to: string) => api<CheckoutSession>(`${cs(id)}/cross-sell`, { method: 'PUT', body: { to } }),
  removeCrossSell: (id: string) => api<CheckoutSession>(`${cs(id)}/cross-sell`, { method: 'DELETE' }),
  submit: (id: string, body: CheckoutSubmitBody, donation: boolean) =>
    api<SubmitAnswer>(`${cs(id)}/${donation ? 'donate-submit' : 'submit'}`, { method: 'PUT', body }),
  fastPay: (id: string) => api<{ fastPaid: boolean }>(`${cs(id)}/fast-checkout-confirm`, { method: 'POST' }),
  walletRequest: (mode: string, checkoutSessionId: string, sessionUserDid?: string) =>
    api<{ steps: WalletStep[] }>(`/api/did/${mode}/request`, { query: { checkoutSessionId, sessionUserDid } }),
  walletSubmit: (mode: string, checkoutSessionId: string, txHashes: string[], sessionUserDid?: string) =>
    api<{ checkoutSession: string; paid: boolean }>(`/api/did/${mode}/submit`, {
      method: 'POST',
      body: { checkoutSessionId, sessionUserDid, tx_hashes: txHashes },
    }),
  faucet: (address: string) => api<unknown>('/api/testnet/faucet', { method: 'POST', query: { livemode: false }, body: { address } }),
  benefits: (linkId: string) => api<{ list: Benefit[]; count: number }>(`/api/payment-links/${encodeURIComponent(linkId)}/benefits`),
};
