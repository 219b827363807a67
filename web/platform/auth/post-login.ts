import type { SessionUser } from '@common/identity.ts';
import { keepFrameToken } from '../../lib/frame-session';
import { platformApi } from '../../lib/platform-api';

export type LoginAnswer = { token: string; user: SessionUser };

/** Trades a signed sign-in message for a session (the server sets the session cookie; a framed page keeps the token). */
export async function postLogin(body: { message: string; signature: string }): Promise<LoginAnswer> {
  const answer = await platformApi<LoginAnswer>('/auth/login', { method: 'POST', body });
  keepFrameToken(answer.token);
  return answer;
}
