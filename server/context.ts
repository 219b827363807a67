import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PublicClient } from 'viem';
import type { Config } from './config';
import type { Database } from './db/types';
import type { Realtime } from './platform/realtime/service';
import type { JobQueue } from './jobs/queue';
import type { SecretBox } from './lib/secrets';
import type { Testnet } from './payment/rails/testnet/chain';

/** What every service function receives. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  appIdentity: { did: string };
  realtime: Realtime;
  /** A client for an EVM chain this install can reach, for contract-wallet signatures. */
  chainClient: (chainId: number) => PublicClient | undefined;
  jobs: JobQueue;
  secrets: SecretBox;
  /** The embedded EVM test chain (started on first use). */
  testnet: Testnet;
  /**
   * Run inside the transaction that completes a checkout session, so what a purchase grants
   * (a passport, an entitlement) commits with the payment or not at all.
   */
  checkoutCompleted: CheckoutCompletedHandler[];
};

export type CheckoutCompletedHandler = (trx: Transaction<Database>, session: Selectable<Database['checkout_sessions']>) => Promise<void>;
