import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, fundFromFaucet, launchBrowser, testWalletContext } from './browser';
import { chainWallet, injectBrowserWallet } from './browser-wallet';
import { signInOwner, signInWith } from './wallet';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../.test-results/screenshots');

let browser: Browser;
let ownerToken: string;
let links: Record<string, string>;
let tusdId: string;

async function apiAs<T>(token: string, pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(appUrl(`/payment/api${pathAndQuery}`), {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A buyer with test coins: the browser's test wallet holds the key, and a token lets the test read their records. */
async function fundedBuyer(options: { browserWallet?: boolean } = {}) {
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  await fundFromFaucet(account.address);
  const token = await signInWith(appUrl('').replace(/\/$/, ''), account);
  const context = await testWalletContext(browser, key);
  if (options.browserWallet) await injectBrowserWallet(context, key);
  return { token, context, key };
}

async function openLink(page: Page, linkId: string) {
  await page.goto(appUrl(`/payment/checkout/pay/${linkId}`));
  await page.waitForURL(/\/payment\/checkout\/pay\/cs_[1-9A-HJ-NP-Za-km-z]+/);
  await page.getByTestId('checkout-panel').waitFor();
}

/** Fills the contact fields that are shown, then presses pay; signs in with the test wallet when asked. */
async function fillAndPay(page: Page) {
  for (const [field, value] of [
    ['customer_name', 'Ada Buyer'],
    ['customer_email', 'ada@example.com'],
  ]) {
    const input = page.getByTestId(`checkout-field-${field}`);
    if ((await input.count()) && !(await input.inputValue())) await input.fill(value);
  }
  await page.getByTestId('checkout-submit').click();
  const signIn = page.getByTestId('signin-test-wallet');
  const next = await Promise.race([
    signIn.waitFor().then(() => 'signin' as const),
    page.getByRole('dialog').first().waitFor().then(() => 'dialog' as const),
  ]);
  if (next === 'signin') await signIn.click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await signInOwner(appUrl('').replace(/\/$/, ''));
  const list = await apiAs<{ list: { id: string; name: string }[] }>(ownerToken, '/payment-links?livemode=false&pageSize=50');
  links = Object.fromEntries(list.list.map((l) => [l.name, l.id]));
  const settings = await apiAs<{ baseCurrency: { id: string } }>(ownerToken, '/settings?livemode=false');
  tusdId = settings.baseCurrency.id;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

describe('credit', () => {
  it('buys a credit pack with the test wallet, then pays a review from the credit without a wallet', async () => {
    const { token, context } = await fundedBuyer();
    const page = await context.newPage();
    try {
      await openLink(page, links['Credit pack']);
      await fillAndPay(page);
      await page.getByTestId('wallet-pay-test').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });

      await openLink(page, links['Plugin review']);
      expect(await page.getByTestId('checkout-total').textContent()).toBe('25 credits');
      await fillAndPay(page);
      const confirm = page.getByTestId('fast-pay-dialog');
      await confirm.getByTestId('fast-pay-confirm').waitFor();
      expect(await confirm.textContent()).toContain('Confirm Credit Payment');
      expect(await page.getByTestId('fast-pay-credit-balance').textContent()).toBe('100 credits');
      await page.getByTestId('fast-pay-confirm').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 30_000 });

      const grants = await apiAs<{ list: { remaining_amount: string; name: string }[] }>(token, '/credit-grants?livemode=false');
      expect(grants.list).toMatchObject([{ name: 'Credit pack', remaining_amount: '7500' }]);

      // Five more reviews cost 125 credits: more than the 75 left.
      const link = await apiAs<{ line_items: { price_id: string }[] }>(ownerToken, `/payment-links/${links['Plugin review']}?livemode=false`);
      const five = await apiAs<{ id: string }>(ownerToken, '/checkout-sessions?livemode=false', {
        method: 'POST',
        body: JSON.stringify({ line_items: [{ price_id: link.line_items[0].price_id, quantity: 5 }] }),
      });
      await page.goto(appUrl(`/payment/checkout/pay/${five.id}`));
      await page.getByTestId('checkout-panel').waitFor();
      expect(await page.getByTestId('checkout-total').textContent()).toBe('125 credits');
      await fillAndPay(page);
      const short = page.getByTestId('credit-insufficient-dialog');
      await short.getByText('Your credit balance is not enough for this purchase.').waitFor();
      expect(await short.textContent()).toContain('Insufficient Credit');
    } finally {
      await context.close();
    }
  });
});

describe('past-due invoices', () => {
  it('blocks a purchase until the past-due invoice is paid in the dialog, then the purchase goes through; the past-due page pays the next one', async () => {
    const { token, context } = await fundedBuyer();
    const customer = await apiAs<{ id: string }>(token, '/customers/me?livemode=false', { method: 'PUT', body: JSON.stringify({ name: 'Ada Buyer', email: 'ada@example.com' }) });
    const sendInvoice = (description: string, amount: string) =>
      apiAs<{ id: string; number: string }>(ownerToken, '/invoices?livemode=false', {
        method: 'POST',
        body: JSON.stringify({ customer_id: customer.id, currency_id: tusdId, days_until_due: 0, lines: [{ description, amount }] }),
      });
    const late = await sendInvoice('Late fee', '2000000');

    const page = await context.newPage();
    try {
      await openLink(page, links['Field guide']);
      await fillAndPay(page);
      const dialog = page.getByTestId('past-due-dialog');
      await dialog.getByTestId('overdue-amount').waitFor();
      expect(await dialog.getByTestId('overdue-amount').textContent()).toBe('2 TUSD');
      expect(await dialog.getByTestId('overdue-invoices').textContent()).toContain(late.number);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'past-due-dialog.png') });
      await dialog.getByTestId('overdue-pay').click();
      await dialog.getByTestId('wallet-pay-test').click();
      // Paid: the dialog closes and the purchase is tried again, now in the wallet.
      await dialog.getByTestId('overdue-payments').waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByTestId('wallet-dialog').getByTestId('wallet-pay-test').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });
      expect((await apiAs<{ status: string }>(token, `/invoices/${late.id}?livemode=false`)).status).toBe('paid');

      const next = await sendInvoice('Support call', '1500000');
      await page.goto(appUrl(`/payment/customer/invoice/past-due?livemode=false&referer=${encodeURIComponent(`/payment/checkout/pay/${links['Field guide']}`)}`));
      await page.getByTestId('overdue-invoices').waitFor();
      expect(await page.getByTestId('overdue-invoices').textContent()).toContain(next.number);
      expect(await page.getByTestId('overdue-amount').textContent()).toBe('1.5 TUSD');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'past-due-page.png'), fullPage: true });
      await page.getByTestId('overdue-pay').click();
      await page.getByTestId('wallet-pay-test').click();
      await page.getByTestId('overdue-none').waitFor({ timeout: 45_000 });
      expect(await page.getByTestId('overdue-none').textContent()).toBe('All past-due invoices are paid.');
      expect(await page.getByTestId('past-due-back').getAttribute('href')).toBe(`/payment/checkout/pay/${links['Field guide']}`);
      expect((await apiAs<{ status: string }>(token, `/invoices/${next.id}?livemode=false`)).status).toBe('paid');
    } finally {
      await context.close();
    }
  });
});

describe('fast pay', () => {
  it('collects an approved allowance after a confirmation; when the allowance is gone it says so and the browser wallet pays instead', async () => {
    const { token, context, key } = await fundedBuyer({ browserWallet: true });
    const methods = await apiAs<{ list: { type: string; settings: { collector_address: string } }[] }>(ownerToken, '/payment-methods?livemode=false');
    const collector = methods.list.find((m) => m.type === 'ethereum')!.settings.collector_address as `0x${string}`;
    const wallet = chainWallet(key);
    await wallet.approve(collector, 50_000_000n);

    const page = await context.newPage();
    try {
      await openLink(page, links['Field guide']);
      await fillAndPay(page);
      const confirm = page.getByTestId('fast-pay-dialog');
      await confirm.getByTestId('fast-pay-confirm').waitFor();
      expect(await confirm.textContent()).toContain('Confirm Payment');
      expect(await confirm.textContent()).toContain('5 TUSD');
      await confirm.getByTestId('fast-pay-confirm').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });
      const first = new URL(page.url()).pathname.split('/').pop()!;
      const paid = await (await fetch(appUrl(`/payment/api/checkout-sessions/retrieve/${first}`))).json();
      expect(paid.checkoutSession.payment_status).toBe('paid');

      // The allowance is withdrawn while the confirmation is open: fast pay fails, the wallet takes over.
      await openLink(page, links['Field guide']);
      await fillAndPay(page);
      await confirm.getByTestId('fast-pay-confirm').waitFor();
      await wallet.approve(collector, 0n);
      await confirm.getByTestId('fast-pay-confirm').click();
      await page.getByText('Account changed, please pay manually.').waitFor();
      const dialog = page.getByTestId('wallet-dialog');
      await dialog.getByTestId('wallet-pay-browser').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });
      const invoices = await apiAs<{ count: number; list: { status: string }[] }>(token, '/invoices?livemode=false');
      expect(invoices.count).toBe(2);
      expect(invoices.list.every((i) => i.status === 'paid')).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('trial subscription', () => {
  it('charges nothing today: the wallet only allows the renewals, then the subscription is trialing', async () => {
    type Product = { name: string; prices: { id: string; recurring: { interval: string } | null }[] };
    const products = await apiAs<{ list: Product[] }>(ownerToken, '/products?livemode=false&pageSize=50');
    const monthly = products.list.find((p) => p.name === 'Mintgate Pro')!.prices.find((p) => p.recurring?.interval === 'month')!;
    const session = await apiAs<{ id: string }>(ownerToken, '/checkout-sessions?livemode=false', {
      method: 'POST',
      body: JSON.stringify({ line_items: [{ price_id: monthly.id, quantity: 1 }], subscription_data: { trial_period_days: 14 } }),
    });
    const { context } = await fundedBuyer();
    const page = await context.newPage();
    try {
      await page.goto(appUrl(`/payment/checkout/pay/${session.id}`));
      await page.getByTestId('checkout-panel').waitFor();
      expect(await page.getByTestId('checkout-consent').textContent()).toContain('future payments');
      expect(await page.getByTestId('checkout-total').textContent()).toBe('0 TUSD');
      expect(await page.getByTestId('checkout-trial').textContent()).toBe('14 days free');
      expect(await page.getByTestId('checkout-then').textContent()).toBe('Then 10 TUSD, billed monthly');
      await fillAndPay(page);
      const dialog = page.getByTestId('wallet-dialog');
      expect(await dialog.getByTestId('wallet-description').textContent()).toContain('Nothing is charged today.');
      await dialog.getByTestId('wallet-pay-test').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });
      await page.getByTestId('checkout-next-subscription').click();
      await page.getByTestId('customer-subscription').waitFor();
      expect(await page.getByTestId('subscription-status').textContent()).toBe('Trialing');
    } finally {
      await context.close();
    }
  });
});
