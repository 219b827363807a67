import { platformApi } from '../../lib/platform-api';

export type NonceAnswer = { nonce: string; expires_at: number };

/** A fresh one-time nonce for a sign-in message. */
export function postNonce(): Promise<NonceAnswer> {
  return platformApi<NonceAnswer>('/auth/nonce', { method: 'POST', body: {} });
}
