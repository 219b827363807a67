import { AppError } from '../../lib/errors';
import { evmRail } from './evm';
import type { PaymentRail } from './rail';

/** Payment method types and the rail that moves their money. */
const RAILS: Record<string, PaymentRail> = {
  ethereum: evmRail,
  base: evmRail,
};

/** Method types this install can take payments with. */
export const SUPPORTED_METHOD_TYPES = Object.keys(RAILS);

export function railFor(type: string): PaymentRail {
  const rail = RAILS[type];
  if (!rail) throw new AppError(400, 'This payment method is not supported', 'METHOD_NOT_SUPPORTED');
  return rail;
}

export const hasRail = (type: string) => type in RAILS;
