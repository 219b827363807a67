import { describe, expect, it } from 'vitest';
import { isUserRejection } from './wallet-errors';

describe('isUserRejection', () => {
  it('recognises the EIP-1193 rejection code, also when wrapped', () => {
    expect(isUserRejection({ code: 4001, message: 'denied' })).toBe(true);
    expect(isUserRejection(new Error('outer', { cause: { code: 4001 } }))).toBe(true);
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true);
    expect(isUserRejection(new Error('MetaMask: User denied message signature.'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isUserRejection(new Error('Network down'))).toBe(false);
    expect(isUserRejection({ code: -32603 })).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});
