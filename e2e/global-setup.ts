import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { TestProject } from 'vitest/node';
import { startE2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    ownerKey: string;
  }
}

/** One server for the whole suite, owned by a key the tests hold; each test opens its own browser context. */
export default async function setup(project: TestProject) {
  const ownerKey = generatePrivateKey();
  const server = await startE2eServer({ OWNER_ADDRESSES: privateKeyToAccount(ownerKey).address });
  project.provide('port', server.port);
  project.provide('ownerKey', ownerKey);
  return () => server.stop();
}
