import type { Browser } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFromFaucet, launchBrowser, testWalletContext } from './browser';
import { startE2eServer, type E2eServer } from './server';

// Staking is a start-up setting, so this scenario runs its own store in staking mode.
let server: E2eServer;
let browser: Browser;
const url = (path: string) => `http://localhost:${server.port}${path}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer({
      PERMISSION_MODE: 'staking',
      PASSPORT_STAKE_AMOUNT: '3',
      // Someone else owns this store, so the visitor below is an ordinary user.
      OWNER_ADDRESSES: privateKeyToAccount(generatePrivateKey()).address,
    }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('joining a staking store', () => {
  it('stakes with the test wallet on the hosted checkout and lands on the developer pages', async () => {
    const key = generatePrivateKey();
    await fundFromFaucet(privateKeyToAccount(key).address, url);

    const context = await testWalletContext(browser, key);
    const page = await context.newPage();
    try {
      // A visitor who is not a developer is offered the way in.
      await page.goto(url('/developer/plugins'));
      await page.getByTestId('developer-join').click();
      await page.waitForURL(/\/join$/);
      expect(await page.getByTestId('join-amount').textContent()).toBe('Stake: 3 TUSD');

      await page.getByTestId('join-stake').click();
      await page.getByText('Please agree to the terms and conditions').waitFor();
      await page.getByLabel("I have read and agree to the store's developer terms").check();
      await page.getByTestId('join-stake').click();
      await page.getByTestId('signin-dialog').waitFor();
      await page.getByTestId('signin-test-wallet').click();

      await page.waitForURL(/\/payment\/checkout\/pay\/cs_/);
      await page.getByTestId('checkout-panel').waitFor();
      expect(await page.getByTestId('checkout-total').textContent()).toBe('3 TUSD');
      // A new user has no name or email yet, so the checkout asks for them.
      await page.getByTestId('checkout-field-customer_name').fill('Dev Eloper');
      await page.getByTestId('checkout-field-customer_email').fill('dev@example.com');
      await page.getByTestId('checkout-submit').click();
      await page.getByTestId('wallet-pay-test').click();
      await page.getByTestId('checkout-success').waitFor({ timeout: 45_000 });

      await page.getByTestId('checkout-success-next').click();
      await page.waitForURL(/\/developer\/plugins$/);
      await page.getByTestId('developer-plugins').waitFor();
      expect(await page.getByTestId('developer-required').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
