import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type CliConfig = { store?: string; token?: string; did?: string };

/** Where the CLI keeps the store URL and its access token (MINTGATE_CONFIG_DIR overrides). */
export function configDir(): string {
  return process.env.MINTGATE_CONFIG_DIR ?? path.join(os.homedir(), '.config', 'mintgate');
}

export function readConfig(): CliConfig {
  const file = path.join(configDir(), 'config.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function writeConfig(config: CliConfig) {
  fs.mkdirSync(configDir(), { recursive: true });
  // The token is a credential: readable by its owner only.
  fs.writeFileSync(path.join(configDir(), 'config.json'), `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
}
