import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, signIn } from './wallet';

export const PAY = '/payment/api';

/** An owner session with one API key per mode, for catalog tests. */
export async function setUpMerchant(app: FastifyInstance) {
  const owner = await signIn(app);
  const createKey = async (livemode: boolean) => {
    const res = await app.inject({
      method: 'POST',
      url: `${PAY}/api-keys?livemode=${livemode}`,
      headers: bearer(owner.token),
      payload: { name: livemode ? 'live key' : 'test key' },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().secret as string;
  };
  const testKey = await createKey(false);
  const liveKey = await createKey(true);
  const call = (key: string) => (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: method as 'GET', url: `${PAY}${url}`, headers: { ...bearer(key), ...headers }, payload: payload as object });
  return { owner, testKey, liveKey, test: call(testKey), live: call(liveKey) };
}


/** A test-mode EVM method with a 6-decimal stablecoin, made through the API. */
export async function setUpCurrency(call: (method: string, url: string, payload?: unknown) => Promise<LightMyRequestResponse>) {
  const method = await call('POST', '/payment-methods', {
    type: 'ethereum',
    name: 'Local chain',
    settings: { chain_id: 1337, rpc_url: 'http://127.0.0.1:8545', collector_address: '0x000000000000000000000000000000000000dEaD' },
  });
  if (method.statusCode !== 201) throw new Error(method.body);
  const currency = await call('POST', '/payment-currencies', {
    payment_method_id: method.json().id,
    name: 'Test USD',
    symbol: 'TUSD',
    decimal: 6,
    contract: '0x00000000000000000000000000000000000000aa',
    is_base_currency: true,
  });
  if (currency.statusCode !== 201) throw new Error(currency.body);
  return { methodId: method.json().id as string, currencyId: currency.json().id as string };
}
