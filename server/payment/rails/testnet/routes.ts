import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { TESTNET_CHAIN_ID, TESTNET_STABLECOIN_ADDRESS } from '../../../../common/testnet';
import type { AppContext } from '../../../context';
import { AppError, forbidden } from '../../../lib/errors';
import { requestLivemode } from '../../merchant-auth';
import { FAUCET_NATIVE, FAUCET_STABLECOIN, RpcMethodNotAllowed } from './chain';

const rpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(100),
  params: z.array(z.unknown()).max(20).default([]),
});

const FAUCET_COOLDOWN_MS = 60_000;

export async function testnetRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function answer(call: z.infer<typeof rpcCall>) {
    try {
      return { jsonrpc: '2.0', id: call.id ?? null, result: await ctx.testnet.rpc(call.method, call.params) };
    } catch (error) {
      const code = error instanceof RpcMethodNotAllowed ? -32601 : -32000;
      return { jsonrpc: '2.0', id: call.id ?? null, error: { code, message: (error as Error).message } };
    }
  }

  /** The embedded chain's JSON-RPC endpoint, so a browser wallet can add the network. */
  typed.post('/testnet/rpc', { schema: { body: z.union([rpcCall, z.array(rpcCall).min(1).max(50)]) } }, async (request) =>
    Array.isArray(request.body) ? Promise.all(request.body.map(answer)) : answer(request.body),
  );

  typed.get('/testnet', async () => ({
    chain_id: TESTNET_CHAIN_ID,
    rpc_url: '/payment/api/testnet/rpc',
    stablecoin: TESTNET_STABLECOIN_ADDRESS,
    faucet: { native: FAUCET_NATIVE.toString(), stablecoin: FAUCET_STABLECOIN.toString() },
  }));

  const lastFunded = new Map<string, number>();

  /** Free test coins, in test mode only, once a minute per address. */
  typed.post(
    '/testnet/faucet',
    { schema: { body: z.object({ address: z.string().refine((a) => isAddress(a, { strict: false }), 'must be an EVM address') }) } },
    async (request) => {
      if (requestLivemode(request)) throw forbidden('The faucet works only in test mode (livemode=false)', 'TEST_MODE_ONLY');
      const address = getAddress(request.body.address);
      const last = lastFunded.get(address) ?? 0;
      if (Date.now() - last < FAUCET_COOLDOWN_MS) {
        throw new AppError(429, 'This address got test coins less than a minute ago', 'FAUCET_COOLDOWN');
      }
      lastFunded.set(address, Date.now());
      const [nativeTx, stablecoinTx] = await ctx.testnet.fund(address);
      return {
        address,
        native: { amount: FAUCET_NATIVE.toString(), tx_hash: nativeTx },
        stablecoin: { amount: FAUCET_STABLECOIN.toString(), token: TESTNET_STABLECOIN_ADDRESS, tx_hash: stablecoinTx },
      };
    },
  );
}
