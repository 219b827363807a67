import type { SessionUser } from '@common/identity.ts';
import { platformApi } from '../../lib/platform-api';

export type LoginAnswer = { token: string; user: SessionUser };

/** Trades a signed sign-in message for a session (the server sets the session cookie). */
export function postLogin(body: { message: string; signature: string }): Promise<LoginAnswer> {
  return platformApi<LoginAnswer>('/auth/login', { method: 'POST', body });
}
