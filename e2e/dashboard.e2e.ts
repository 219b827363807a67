import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, ownerContext } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // The browser's test wallet is the install's owner, and the dashboard shows test data.
  context = await ownerContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('merchant dashboard', () => {
  it('asks for sign-in, then lets the owner in with the test wallet', async () => {
    await page.goto(appUrl('/payment/admin/products'));
    await page.getByTestId('signin-required').waitFor();
    await page.getByTestId('session-connect').click();
    await page.getByTestId('signin-dialog').waitFor();
    await page.getByTestId('signin-test-wallet').click();
    await page.getByTestId('session-avatar').waitFor();

    await page.getByTestId('dashboard-nav').waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment/admin/products');
    // Test mode is on and says so.
    expect(await page.getByTestId('livemode-switch').isChecked()).toBe(true);
    expect(await page.getByTestId('livemode-badge').textContent()).toBe('Test mode');
    // The demo catalog of test mode is listed.
    await page.getByTestId('product-list').getByTestId('product-row').filter({ hasText: 'Sticker pack' }).waitFor();
  });

  it('creates a product with a one-time price of 12.5 TUSD through the form', async () => {
    await page.getByTestId('product-new').click();
    await page.getByTestId('product-form').waitFor();
    await page.getByTestId('product-name').fill('Desk lamp');
    // The price starts in the base currency, TUSD with 6 decimals.
    await expect.poll(() => page.getByTestId('price-currency').inputValue()).toContain('TUSD');
    await page.getByTestId('price-amount').fill('12.5');
    await page.getByTestId('product-submit').click();

    await page.waitForURL(/\/payment\/admin\/products\/prod_[1-9A-HJ-NP-Za-km-z]+$/);
    await page.getByTestId('product-detail').getByRole('heading', { name: 'Desk lamp' }).waitFor();
    const priceRow = page.getByTestId('price-row');
    await priceRow.first().waitFor();
    expect(await priceRow.count()).toBe(1);
    expect(await priceRow.first().textContent()).toContain('12.5 TUSD');

    await page.getByTestId('dashboard-nav-products').click();
    const row = page.getByTestId('product-list').getByTestId('product-row').filter({ hasText: 'Desk lamp' });
    await row.waitFor();
    expect(await row.textContent()).toContain('12.5 TUSD');
  });

  it('stored the exact amount in smallest units', async () => {
    const answer = await page.evaluate(async () => {
      const res = await fetch('/payment/api/products?livemode=false&q=Desk');
      return { status: res.status, body: await res.json() };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(1);
    const [product] = answer.body.list;
    expect(product.name).toBe('Desk lamp');
    expect(product.livemode).toBe(false);
    expect(product.prices).toHaveLength(1);
    expect(product.prices[0]).toMatchObject({ type: 'one_time', unit_amount: '12500000' });
  });
});
