import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// offline machine refuses, and start-up slows down.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** The app on localhost: a real domain name, so no temporary-domain warning. */
export function appUrl(pathAndQuery = '/'): string {
  return `http://localhost:${inject('port')}${pathAndQuery}`;
}

/** The same app reached by a bare IP address, which counts as a temporary domain. */
export function ipUrl(pathAndQuery = '/'): string {
  return `http://127.0.0.1:${inject('port')}${pathAndQuery}`;
}

export async function newContext(browser: Browser, options: { acceptCookies?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  if (options.acceptCookies !== false) {
    await context.addCookies([
      { name: 'cookie_consent', value: 'accepted', domain: 'localhost', path: '/' },
      { name: 'cookie_consent', value: 'accepted', domain: '127.0.0.1', path: '/' },
    ]);
  }
  return context;
}

/** A context in test mode whose built-in test wallet holds `key`. */
export async function testWalletContext(browser: Browser, key: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript((walletKey: string) => {
    window.localStorage.setItem('mintgate:test-wallet-key', walletKey);
    window.localStorage.setItem('livemode', 'false');
  }, key);
  return context;
}

/** A context whose built-in test wallet holds the install owner's key, in test mode. */
export function ownerContext(browser: Browser): Promise<BrowserContext> {
  return testWalletContext(browser, inject('ownerKey'));
}

/** Sends the faucet's test coins to an address, on the app `url` builds paths for (the shared one by default). */
export async function fundFromFaucet(address: string, url: (path: string) => string = appUrl): Promise<void> {
  const res = await fetch(url('/payment/api/testnet/faucet?livemode=false'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  });
  if (res.status !== 200) throw new Error(`faucet answered ${res.status}: ${await res.text()}`);
}
