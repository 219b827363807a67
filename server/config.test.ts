import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', seed: 'demo', ownerAddresses: [], theme: 'system' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT:/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT:/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SEED: 'all' })).toThrow(/SEED:/);
    expect(() => loadConfig({ OWNER_ADDRESSES: '0x12,abc' })).toThrow(/OWNER_ADDRESSES: 0x12 is not an EVM address/);
  });

  it('checksums owner addresses and treats empty variables as unset', () => {
    const config = loadConfig({
      OWNER_ADDRESSES: ' 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 , ',
      PORT: '',
      SEED: 'none',
    });
    expect(config.ownerAddresses).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']);
    expect(config.port).toBe(3000);
    expect(config.seed).toBe('none');
  });
});
