import type { Selectable } from 'kysely';
import type { Address, Hash } from 'viem';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';

export type RailMethod = Selectable<Database['payment_methods']>;
export type RailCurrency = Pick<Selectable<Database['payment_currencies']>, 'id' | 'contract' | 'decimal'>;

/** One thing the payer's wallet must sign, in order (the wallet flow's `steps`). */
export type PaymentStep = { type: 'transfer' | 'approve'; chain_id: number; to: Address; token: Address | null; amount: string };

/** A payment checked on its network: who paid how much, and the receipt's facts. */
export type VerifiedTransfer = {
  chainId: number;
  txHash: Hash;
  payer: Address;
  token: Address | null;
  amount: bigint;
  blockNumber: bigint;
  gasUsed: bigint;
  gasPrice: bigint;
};

/** An allowance granted on its network: who allowed the merchant to collect how much. */
export type VerifiedApproval = { chainId: number; txHash: Hash; payer: Address; token: Address; allowance: bigint; blockNumber: bigint };

/**
 * A way of moving money. Each payment method type has one; checkout, the watcher and (later)
 * billing and refunds speak only to this interface.
 */
export interface PaymentRail {
  /** What the payer must sign to pay `amount`; `approve` also allows future collections of that much. */
  quote(method: RailMethod, currency: RailCurrency, amount: bigint, options?: { approve?: bigint }): PaymentStep[];
  /** Checks that a transaction pays at least `amount` to the merchant, from `payer` when given. */
  verify(ctx: AppContext, method: RailMethod, currency: RailCurrency, input: { txHash: Hash; payer?: Address; amount: bigint }): Promise<VerifiedTransfer>;
  /** Checks that a transaction allowed the merchant to collect at least `minimum` of the currency, from `payer` when given. */
  verifyApproval(ctx: AppContext, method: RailMethod, currency: RailCurrency, input: { txHash: Hash; payer?: Address; minimum: bigint }): Promise<VerifiedApproval>;
  /** What the payer holds, and what the merchant may collect from it. */
  funds(ctx: AppContext, method: RailMethod, currency: RailCurrency, payer: Address): Promise<{ balance: bigint; allowance: bigint }>;
  /** Whether this install can collect an allowance in this currency (it holds the collector's key). */
  canCollect(ctx: AppContext, method: RailMethod, currency: RailCurrency): boolean;
  /** Collects an approved amount from the payer; answers the checked transfer. */
  collect(ctx: AppContext, method: RailMethod, currency: RailCurrency, input: { payer: Address; amount: bigint }): Promise<VerifiedTransfer>;
  /** The network's current position (block height), from where later payments are looked for. */
  position(ctx: AppContext, method: RailMethod): Promise<bigint>;
  /** Transactions from the payer to the merchant since a position: candidates for the watcher. */
  findPayments(ctx: AppContext, method: RailMethod, currency: RailCurrency, input: { payer: Address; from: bigint }): Promise<Hash[]>;
  /** Sends money from the merchant back to an address; answers the sent transaction once mined. */
  refund(ctx: AppContext, method: RailMethod, currency: RailCurrency, input: { to: Address; amount: bigint }): Promise<{ txHash: Hash; blockNumber: bigint }>;
}
