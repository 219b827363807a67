/** EIP-1193 code for "the user rejected the request". */
export const USER_REJECTED_CODE = 4001;

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** True when the user turned the request down in the wallet (also when viem wrapped it). */
export function isUserRejection(err: unknown): boolean {
  for (let current = err, depth = 0; current && depth < 5; current = fieldOf(current, 'cause'), depth += 1) {
    if (fieldOf(current, 'code') === USER_REJECTED_CODE) return true;
    if (fieldOf(current, 'name') === 'UserRejectedRequestError') return true;
    const message = fieldOf(current, 'message');
    if (typeof message === 'string' && /user (rejected|denied|cancel)/i.test(message)) return true;
  }
  return false;
}
