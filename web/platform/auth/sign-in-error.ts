import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { formatError } from '../../lib/error-text';
import { NoAccountError } from './eip1193';
import { isUserRejection } from './wallet-errors';

/** One line telling the user why signing in did not work. */
export function signInErrorText(err: unknown, t: TFunction): string {
  if (isUserRejection(err)) return t('signIn.errors.rejected');
  if (err instanceof NoAccountError) return t('signIn.errors.noAccount');
  if (err instanceof ApiError && err.status === 429) return t('signIn.errors.rateLimited');
  return formatError(err);
}
