import { describe, expect, it, vi } from 'vitest';
import { hexToString, type Hex } from 'viem';
import { eip1193Connector, NoAccountError, type Eip1193Provider } from './eip1193';

function fakeProvider(answers: Record<string, unknown>): Eip1193Provider & { request: ReturnType<typeof vi.fn> } {
  return {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (!(method in answers)) throw new Error(`unexpected ${method}`);
      return answers[method];
    }),
  };
}

describe('eip1193Connector', () => {
  it('requests accounts, reads the chain and signs with personal_sign', async () => {
    const provider = fakeProvider({
      eth_requestAccounts: ['0x8ba1f109551bd432803012645ac136ddd64dba72'],
      eth_chainId: '0x539',
      personal_sign: '0xsigned',
    });
    const account = await eip1193Connector('w', 'Wallet', provider).connect();
    expect(account.address).toBe('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    expect(account.chainId).toBe(1337);
    await expect(account.signMessage('hello')).resolves.toBe('0xsigned');
    const [, , sign] = provider.request.mock.calls.map((call) => call[0] as { method: string; params?: unknown[] });
    expect(sign.method).toBe('personal_sign');
    expect(hexToString(sign.params?.[0] as Hex)).toBe('hello');
    expect(sign.params?.[1]).toBe(account.address);
  });

  it('fails when the wallet shares no account', async () => {
    const provider = fakeProvider({ eth_requestAccounts: [], eth_chainId: '0x1' });
    await expect(eip1193Connector('w', 'Wallet', provider).connect()).rejects.toBeInstanceOf(NoAccountError);
  });

  it('passes a rejection through', async () => {
    const provider: Eip1193Provider = {
      request: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    };
    await expect(eip1193Connector('w', 'Wallet', provider).connect()).rejects.toMatchObject({ code: 4001 });
  });
});
