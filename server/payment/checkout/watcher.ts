import { erc20Abi, getAddress, type Hash } from 'viem';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { collectorOf, evmClient, verifyTransfer, type EvmMethod } from '../rails/evm';
import { settleTransfers } from './pay';

/** How far back the watcher looks for a payment whose page went away. */
const WATCH_DAYS = 7;
/** Blocks scanned per run for native-coin payments, which have no logs to filter. */
const NATIVE_SCAN_BLOCKS = 500n;

/**
 * Finds payments sent for submitted sessions that nobody reported (the browser closed, the server
 * restarted) and completes them: for each waiting intent it looks on chain for a transfer from its
 * payer to the collector since it was submitted, checks it like any other, and settles it.
 */
export async function reconcilePendingPayments(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .selectFrom('payment_intents as pi')
    .innerJoin('checkout_sessions as cs', 'cs.id', 'pi.checkout_session_id')
    .innerJoin('payment_methods as pm', 'pm.id', 'pi.payment_method_id')
    .innerJoin('payment_currencies as pc', 'pc.id', 'pi.currency_id')
    .select(['pi.id', 'pi.amount', 'pi.payer', 'pi.watch_from_block', 'cs.id as session_id', 'pm.settings', 'pm.confirmation', 'pm.id as method_id', 'pc.contract', 'pc.decimal', 'pc.id as currency_id'])
    .where('pi.status', '=', 'requires_action')
    .where('pi.payer', 'is not', null)
    .where('pi.watch_from_block', 'is not', null)
    .where('cs.status', '!=', 'complete')
    .where('pm.type', 'in', ['ethereum', 'base'])
    .where('pi.created_at', '>', new Date(Date.now() - WATCH_DAYS * 86_400_000))
    .execute();

  let settled = 0;
  for (const intent of waiting) {
    const method: EvmMethod = { id: intent.method_id, settings: intent.settings, confirmation: intent.confirmation };
    const currency = { id: intent.currency_id, contract: intent.contract, decimal: intent.decimal };
    const payer = getAddress(intent.payer!);
    const client = await evmClient(ctx, method);
    const fromBlock = BigInt(intent.watch_from_block!);
    const candidates: Hash[] = [];
    if (currency.contract) {
      const logs = await client.getLogs({
        address: getAddress(currency.contract),
        event: erc20Abi.find((e) => e.type === 'event' && e.name === 'Transfer')!,
        args: { from: payer, to: collectorOf(method) },
        fromBlock,
      });
      candidates.push(...logs.map((log) => log.transactionHash!));
    } else {
      const head = await client.getBlockNumber({ cacheTime: 0 });
      const start = head - fromBlock > NATIVE_SCAN_BLOCKS ? head - NATIVE_SCAN_BLOCKS : fromBlock;
      for (let n = start; n <= head; n++) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
        for (const tx of block.transactions) {
          if (getAddress(tx.from) === payer && tx.to && getAddress(tx.to) === collectorOf(method)) candidates.push(tx.hash);
        }
      }
    }
    for (const txHash of [...new Set(candidates)]) {
      const known = await ctx.db.selectFrom('chain_transactions').select('payment_intent_id').where('tx_hash', '=', txHash.toLowerCase()).executeTakeFirst();
      if (known) continue;
      try {
        const transfer = await verifyTransfer(client, method, currency, { txHash, payer, amount: BigInt(intent.amount) });
        const outcome = await settleTransfers(ctx, intent.session_id, [transfer]);
        if (outcome.completedNow) settled++;
        break;
      } catch (error) {
        // Too small, or not yet confirmed: it stays waiting for a later run.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return settled;
}

/** Runs the watcher every `seconds` until stopped; one run at a time. */
export function startPaymentWatcher(ctx: AppContext, seconds: number, onError: (error: unknown) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(ctx)
      .catch(onError)
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
