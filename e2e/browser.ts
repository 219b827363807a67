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

/** A context whose built-in test wallet holds the install owner's key, in test mode. */
export async function ownerContext(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript((ownerKey: string) => {
    window.localStorage.setItem('mintgate:test-wallet-key', ownerKey);
    window.localStorage.setItem('livemode', 'false');
  }, inject('ownerKey'));
  return context;
}
