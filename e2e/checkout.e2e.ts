import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSnippet } from '../web/payment/dashboard/payment-links/link-url';
import { appUrl, fundFromFaucet, launchBrowser, testWalletContext } from './browser';
import { signInOwner } from './wallet';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../.test-results/screenshots');

let browser: Browser;
let ownerToken: string;
let guideLink: string;
let tipLink: string;
let expiring: { id: string; expiresAt: number };

async function ownerApi<T>(pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(appUrl(`/payment/api${pathAndQuery}`), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A browser in test mode whose test wallet holds the given key. */
const buyerContext = (key: string) => testWalletContext(browser, key);

async function openLink(page: Page, linkId: string) {
  await page.goto(appUrl(`/payment/checkout/pay/${linkId}`));
  await page.waitForURL(/\/payment\/checkout\/pay\/cs_[1-9A-HJ-NP-Za-km-z]+/);
  await page.getByTestId('checkout-panel').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await signInOwner(appUrl('').replace(/\/$/, ''));
  type Link = { id: string; name: string; line_items: { price_id: string }[] };
  const links = await ownerApi<{ list: Link[] }>('/payment-links?livemode=false&pageSize=50');
  const guide = links.list.find((l) => l.name === 'Field guide')!;
  guideLink = guide.id;
  tipLink = links.list.find((l) => l.name === 'Tip jar')!.id;
  // A session that runs out soon (the API allows one minute at the least); checked last.
  const expiresAt = Math.floor(Date.now() / 1000) + 62;
  const session = await ownerApi<{ id: string }>('/checkout-sessions?livemode=false', {
    method: 'POST',
    body: JSON.stringify({ line_items: [{ price_id: guide.line_items[0].price_id, quantity: 1 }], expires_at: expiresAt }),
  });
  expiring = { id: session.id, expiresAt };
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('hosted checkout', () => {
  it('pays the Field guide with the test wallet and reaches the success screen', async () => {
    const key = generatePrivateKey();
    await fundFromFaucet(privateKeyToAccount(key).address);

    const context = await buyerContext(key);
    const page = await context.newPage();
    try {
      await openLink(page, guideLink);
      const summary = page.getByTestId('checkout-summary');
      expect(await summary.getByTestId('checkout-summary-title').textContent()).toBe('Order summary');
      expect(await summary.getByTestId('checkout-test-badge').textContent()).toBe('Test mode');
      expect(await summary.getByTestId('checkout-total').textContent()).toBe('5 TUSD');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-desktop.png'), fullPage: true });

      await page.getByTestId('checkout-field-customer_name').fill('Ada Buyer');
      await page.getByTestId('checkout-field-customer_email').fill('ada@example.com');
      expect(await page.getByTestId('checkout-submit').textContent()).toBe('Connect and Pay');
      await page.getByTestId('checkout-submit').click();

      // Paying needs a signed-in buyer: the sign-in dialog comes first, then the wallet.
      await page.getByTestId('signin-dialog').waitFor();
      await page.getByTestId('signin-test-wallet').click();
      await page.getByTestId('wallet-pay-test').waitFor();
      await page.getByTestId('wallet-pay-test').click();

      const success = page.getByTestId('checkout-success');
      await success.waitFor({ timeout: 45_000 });
      expect(await success.textContent()).toContain('Thanks! Your guide is on its way.');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-success.png') });

      const sessionId = new URL(page.url()).pathname.split('/').pop()!;
      const answer = await (await fetch(appUrl(`/payment/api/checkout-sessions/retrieve/${sessionId}`))).json();
      expect(answer.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' });

      // The success screen leads to the buyer's paid invoice.
      await page.getByTestId('checkout-next-invoice').click();
      await page.getByTestId('customer-invoice').waitFor();
      expect(await page.getByTestId('invoice-status').textContent()).toBe('Paid');
      expect(await page.getByTestId('invoice-total').textContent()).toBe('5 TUSD');
      expect(await page.getByTestId('invoice-number').textContent()).toMatch(/^[0-9A-F]{8}-0001$/);
    } finally {
      await context.close();
    }
  });

  it('keeps the pay button at the bottom of a phone screen', async () => {
    const context = await buyerContext(generatePrivateKey());
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openLink(page, guideLink);
      const submit = page.getByTestId('checkout-submit');
      expect(await submit.isVisible()).toBe(true);
      const box = (await submit.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThan(844 - 160);
      // Still there after scrolling.
      await page.mouse.wheel(0, 2000);
      const after = (await submit.boundingBox())!;
      expect(Math.round(after.y)).toBe(Math.round(box.y));
      await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-mobile.png') });
    } finally {
      await context.close();
    }
  });

  it('refuses a custom tip outside the range', async () => {
    const context = await buyerContext(generatePrivateKey());
    const page = await context.newPage();
    try {
      await page.goto(appUrl(`/payment/checkout/donate/${tipLink}`));
      await page.getByTestId('donation-amount').waitFor();
      expect(await page.getByTestId('donation-tab-hint').isVisible()).toBe(true);
      const presets = page.getByTestId('donation-preset');
      expect(await presets.count()).toBe(3);
      expect(await presets.nth(1).getAttribute('aria-checked')).toBe('true');
      await page.getByTestId('donation-custom').click();
      const input = page.getByTestId('donation-custom-input');
      await input.waitFor();
      await page.waitForTimeout(900);
      await input.fill('0.01');
      await page.getByText('Please enter an amount between 0.1 and 1000.').waitFor();
      expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'tip-desktop.png') });
    } finally {
      await context.close();
    }
  });

  it('shows the expired page once a session ran out', async () => {
    const wait = expiring.expiresAt * 1000 - Date.now() + 1500;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const context = await buyerContext(generatePrivateKey());
    const page = await context.newPage();
    try {
      await page.goto(appUrl(`/payment/checkout/pay/${expiring.id}`));
      const expired = page.getByTestId('checkout-expired');
      await expired.waitFor();
      expect(await expired.textContent()).toContain('This link has expired...');
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('embedded checkout', () => {
  it('runs inline in an iframe on another site, without the app header, and takes the payment there', async () => {
    // The merchant's page on another origin, holding the snippet the dashboard gives for the link.
    const snippet = embedSnippet(appUrl(`/payment/checkout/pay/${guideLink}`), 'Field guide');
    const host = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><body><h1>My blog</h1>${snippet}</body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;

    const key = generatePrivateKey();
    await fundFromFaucet(privateKeyToAccount(key).address);
    const context = await buyerContext(key);
    const page = await context.newPage();
    try {
      await page.goto(hostUrl);
      const frame = page.frameLocator('iframe');
      await frame.getByTestId('checkout-panel').waitFor();
      expect(await frame.getByTestId('checkout-page').getAttribute('data-mode')).toBe('inline');
      expect(await frame.getByTestId('app-header').count()).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-embedded.png'), fullPage: true });

      await frame.getByTestId('checkout-field-customer_name').fill('Ada Buyer');
      await frame.getByTestId('checkout-field-customer_email').fill('ada@example.com');
      await frame.getByTestId('checkout-submit').click();
      await frame.getByTestId('signin-test-wallet').click();
      // A third-party frame may have no storage of its own: its test wallet is then new, and funded from the faucet.
      const payButton = frame.getByTestId('wallet-pay-test');
      await payButton.waitFor();
      await frame.getByTestId('wallet-balance').waitFor();
      if (await frame.getByTestId('wallet-faucet').count()) {
        await frame.getByTestId('wallet-faucet').click();
        await frame.getByTestId('wallet-faucet').waitFor({ state: 'detached', timeout: 30_000 });
      }
      await payButton.click();
      await frame.getByTestId('checkout-success').waitFor({ timeout: 45_000 });
      expect(await page.getByRole('heading', { name: 'My blog' }).isVisible()).toBe(true);
    } finally {
      await context.close();
      host.close();
    }
  });
});
