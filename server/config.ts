import path from 'node:path';
import { z } from 'zod';
import { isAddress, getAddress } from 'viem';
import { PERMISSION_MODES, THEME_PREFERENCES } from '../common/platform-config';

/** The only reader of process.env: every setting the server knows, parsed once. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  OWNER_ADDRESSES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const addresses = value.split(',').map((s) => s.trim()).filter(Boolean);
      for (const address of addresses) {
        if (!isAddress(address, { strict: false })) {
          ctx.addIssue({ code: 'custom', message: `${address} is not an EVM address` });
          return z.NEVER;
        }
      }
      return addresses.map((a) => getAddress(a));
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_NAME: z.string().min(1).default('Mintgate'),
  /** Public origin used in printed links, e.g. https://pay.example.com. */
  APP_URL: z.url().optional(),
  THEME: z.enum(THEME_PREFERENCES).default('system'),
  PERMISSION_MODE: z.enum(PERMISSION_MODES).default('invite'),
  /** Whether each plugin version needs an admin's approval before it is published. */
  STORE_NEED_REVIEW: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Staking mode: what the developer passport costs, in whole tokens of the stake currency. */
  PASSPORT_STAKE_AMOUNT: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,18})?$/, 'must be a positive decimal amount such as 10 or 2.5')
    .refine((v) => Number(v) > 0, 'must be more than 0')
    .default('10'),
  /** Where the built front end lives; tests point it elsewhere. */
  WEB_DIST_DIR: z.string().default('dist/web'),
  /** Key for secrets stored in the database; without it one is generated in DATA_DIR. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Webhook retries: first delay in seconds, doubled each time, for this many retries (about 3 days). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Seconds between runs of the watcher that completes payments nobody reported. */
  PAYMENT_WATCH_SECONDS: z.coerce.number().min(1).default(15),
  /** Where the embedded test chain keeps its state; `memory` keeps none. Default DATA_DIR/chain. */
  TESTNET_DIR: z.string().min(1).optional(),
  /** Milliseconds to wait for in-flight requests on SIGTERM before forcing exit. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: 'demo' | 'none';
  ownerAddresses: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  appName: string;
  appUrl?: string;
  theme: (typeof THEME_PREFERENCES)[number];
  permissionMode: (typeof PERMISSION_MODES)[number];
  storeNeedReview: boolean;
  passportStakeAmount: string;
  webDistDir: string;
  shutdownTimeoutMs: number;
  appSecret?: string;
  webhookRetryDelaySeconds: number;
  webhookRetryLimit: number;
  jobPollSeconds: number;
  paymentWatchSeconds: number;
  /** undefined: in memory. */
  testnetDir?: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad variable throws a ConfigError naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    ownerAddresses: e.OWNER_ADDRESSES,
    logLevel: e.LOG_LEVEL,
    appName: e.APP_NAME,
    appUrl: e.APP_URL,
    theme: e.THEME,
    permissionMode: e.PERMISSION_MODE,
    storeNeedReview: e.STORE_NEED_REVIEW,
    passportStakeAmount: e.PASSPORT_STAKE_AMOUNT,
    webDistDir: e.WEB_DIST_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    appSecret: e.APP_SECRET,
    webhookRetryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    webhookRetryLimit: e.WEBHOOK_RETRY_LIMIT,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    paymentWatchSeconds: e.PAYMENT_WATCH_SECONDS,
    testnetDir: e.TESTNET_DIR === 'memory' ? undefined : (e.TESTNET_DIR ?? path.join(e.DATA_DIR, 'chain')),
  };
}
