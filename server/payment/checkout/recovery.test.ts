import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWalletClient, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, describe, expect, it } from 'vitest';
import { TESTNET_STABLECOIN_ADDRESS } from '../../../common/testnet';
import { testnetChain } from '../rails/testnet/chain';

const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-recovery-'));
afterAll(() => {
  children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server in its own process (one process, so SIGKILL leaves nothing behind). */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Plugin store:\s+http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.on('exit', () => {
      clearInterval(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  return { child, base: `http://localhost:${port}` };
}

async function signIn(base: string, key: `0x${string}`) {
  const account = privateKeyToAccount(key);
  const url = new URL(base);
  const { nonce } = await (await fetch(`${base}/.well-known/service/api/auth/nonce`, { method: 'POST' })).json();
  const message = createSiweMessage({ domain: url.host, address: account.address, uri: url.origin, version: '1', chainId: 1337, nonce, issuedAt: new Date() });
  const res = await fetch(`${base}/.well-known/service/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  });
  return (await res.json()).token as string;
}

describe('recovery after a crash', () => {
  it('completes a session paid while the server was down, after a restart', async () => {
    const ownerKey = generatePrivateKey();
    const buyerKey = generatePrivateKey();
    const env = { OWNER_ADDRESSES: privateKeyToAccount(ownerKey).address, PAYMENT_WATCH_SECONDS: '1' };
    const first = await startServer(env);
    const api = (base: string, token?: string) => async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}/payment/api${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json() };
    };

    const owner = api(first.base, await signIn(first.base, ownerKey));
    const buyer = api(first.base, await signIn(first.base, buyerKey));
    const buyerAddress = privateKeyToAccount(buyerKey).address;
    expect((await api(first.base)('POST', '/testnet/faucet?livemode=false', { address: buyerAddress })).status).toBe(200);

    // The demo shop of a fresh install: its guide link, its test chain and TUSD.
    const links = (await owner('GET', '/payment-links?livemode=false')).json.list;
    const guide = links.find((l: { name: string }) => l.name === 'Field guide');
    const started = await api(first.base)('POST', `/checkout-sessions/start/${guide.id}`);
    const sessionId = started.json.id;
    const { paymentMethods } = (await api(first.base)('GET', '/settings?livemode=false')).json;
    const method = paymentMethods[0];
    const tusd = method.payment_currencies.find((c: { symbol: string }) => c.symbol === 'TUSD');
    const submitted = await buyer('PUT', `/checkout-sessions/${sessionId}/submit?livemode=false`, {
      customer_name: 'Ada',
      customer_email: 'ada@example.com',
      payment_method: method.id,
      payment_currency: tusd.id,
    });
    expect(submitted.status).toBe(200);
    const { steps } = (await buyer('GET', `/did/payment/request?checkoutSessionId=${sessionId}`)).json;

    // The buyer's wallet pays through the app's own RPC endpoint...
    const wallet = createWalletClient({
      account: privateKeyToAccount(buyerKey),
      chain: testnetChain,
      transport: http(`${first.base}/payment/api/testnet/rpc`, { retryCount: 0 }),
    });
    await wallet.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'transfer', args: [steps[0].to, BigInt(steps[0].amount)] });
    // ...and the server dies before anyone reports the payment.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startServer(env);
    const deadline = Date.now() + 30_000;
    let status = 'open';
    while (status !== 'complete' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      status = (await api(second.base)('GET', `/checkout-sessions/retrieve/${sessionId}`)).json.checkoutSession.status;
    }
    expect(status).toBe('complete');
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
  }, 120_000);
});
