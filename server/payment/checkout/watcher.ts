import { getAddress } from 'viem';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { SUPPORTED_METHOD_TYPES, railFor } from '../rails/registry';
import { completeIfRenewalsAllowed, settleTransfers } from './pay';

/** How far back the watcher looks for a payment whose page went away. */
const WATCH_DAYS = 7;

/**
 * Finds payments sent for submitted sessions that nobody reported (the browser closed, the server
 * restarted) and completes them: for each waiting intent it asks the method's rail for transfers
 * from its payer to the merchant since it was submitted, checks them like any other, and settles one.
 * A trial's intent (nothing due) completes when the payer's allowance covers a renewal.
 */
export async function reconcilePendingPayments(ctx: AppContext): Promise<number> {
  const waiting = await ctx.db
    .selectFrom('payment_intents as pi')
    .innerJoin('checkout_sessions as cs', 'cs.id', 'pi.checkout_session_id')
    .select(['pi.id', 'pi.amount', 'pi.payer', 'pi.watch_from_block', 'pi.payment_method_id', 'pi.currency_id', 'cs.id as session_id'])
    .where('pi.status', '=', 'requires_action')
    .where('pi.payer', 'is not', null)
    .where('pi.watch_from_block', 'is not', null)
    .where('cs.status', '!=', 'complete')
    .where('pi.created_at', '>', new Date(Date.now() - WATCH_DAYS * 86_400_000))
    .execute();

  let settled = 0;
  for (const intent of waiting) {
    const method = await ctx.db.selectFrom('payment_methods').selectAll().where('id', '=', intent.payment_method_id).executeTakeFirstOrThrow();
    if (!SUPPORTED_METHOD_TYPES.includes(method.type)) continue;
    const currency = await ctx.db.selectFrom('payment_currencies').select(['id', 'contract', 'decimal']).where('id', '=', intent.currency_id).executeTakeFirstOrThrow();
    // A trial waits for an allowance, not a transfer.
    if (BigInt(intent.amount) === 0n) {
      if (await completeIfRenewalsAllowed(ctx, intent.session_id)) settled++;
      continue;
    }
    const rail = railFor(method.type);
    const payer = getAddress(intent.payer!);
    const candidates = await rail.findPayments(ctx, method, currency, { payer, from: BigInt(intent.watch_from_block!) });
    for (const txHash of candidates) {
      const known = await ctx.db.selectFrom('chain_transactions').select('payment_intent_id').where('tx_hash', '=', txHash.toLowerCase()).executeTakeFirst();
      if (known) continue;
      try {
        const transfer = await rail.verify(ctx, method, currency, { txHash, payer, amount: BigInt(intent.amount) });
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
