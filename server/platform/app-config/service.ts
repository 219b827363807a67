import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { didKeyFromEd25519 } from '../../../common/did';
import type { PlatformConfig } from '../../../common/platform-config';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { defaultNavigation } from './navigation';

export const packageVersion: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;

type AppIdentity = { did: string };

/**
 * Each install gets its own app DID on first start; realtime channels and notifications are
 * addressed by it. Created inside an upsert so two starts racing on PostgreSQL agree on one.
 */
export async function ensureAppIdentity(db: Kysely<Database>): Promise<AppIdentity> {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  const candidate: AppIdentity = { did: didKeyFromEd25519(Buffer.from(jwk.x!, 'base64url')) };
  await db
    .insertInto('platform_settings')
    .values({ key: 'app_identity', value: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', 'app_identity')
    .executeTakeFirstOrThrow();
  return row.value as AppIdentity;
}

export function buildPlatformConfig(config: Config, identity: AppIdentity, origin: string): PlatformConfig {
  return {
    appName: config.appName,
    appDid: identity.did,
    appUrl: config.appUrl ?? origin,
    version: packageVersion,
    componentMountPoints: [
      { name: 'store', title: 'Plugin Store', mountPoint: '/' },
      { name: 'payment-kit', title: 'Payment', mountPoint: '/payment' },
    ],
    preferences: { theme: config.theme, permissionMode: config.permissionMode, needReview: config.storeNeedReview },
    languages: [
      { code: 'en', name: 'English' },
      { code: 'zh', name: '简体中文' },
    ],
    navigation: defaultNavigation,
  };
}

/** A script that sets the config on the page; `<` is escaped so no value can close the script tag. */
export function platformConfigScript(config: PlatformConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) =>
    c === '\u2028' ? '\\u2028' : '\\u2029',
  );
  return `window.mintgate = ${json};\n`;
}
