import type { TestProject } from 'vitest/node';
import { startE2eServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** One server for the whole suite; each test opens its own browser context. */
export default async function setup(project: TestProject) {
  const server = await startE2eServer();
  project.provide('port', server.port);
  return () => server.stop();
}
