import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newContext } from './browser';
import { signInOwner } from './wallet';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  // Test mode, where the built-in test wallet is offered.
  await context.addInitScript(() => window.localStorage.setItem('livemode', 'false'));
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const badge = () => page.getByTestId('notification-badge');

describe('wallet sign-in, notifications and sign-out', () => {
  it('signs in with the test wallet and shows the avatar and the manager menu', async () => {
    await page.goto(appUrl('/search'));
    await page.getByTestId('session-connect').click();
    await page.getByTestId('signin-dialog').waitFor();
    await page.getByTestId('signin-test-wallet').click();
    const avatar = page.getByTestId('session-avatar');
    await avatar.waitFor();
    // The sign-in returns to the page it started on.
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await avatar.getAttribute('src')).toMatch(/^\/\.well-known\/service\/user\/avatar\/did%3Apkh%3Aeip155%3A1337%3A0x/);
    // The image loads after the element appears; wait for it to have real pixels.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await avatar.click();
    const menu = page.getByTestId('session-menu');
    await menu.waitFor();
    // The menu's items render a moment after the menu itself: wait for them.
    await page.getByTestId('session-menu-item').first().waitFor();
    await expect.poll(async () => (await page.getByTestId('session-menu-item').allTextContents()).join('|')).toContain('Billing');
    const items = await page.getByTestId('session-menu-item').allTextContents();
    // A guest sees the items open to guests, and none of the admin ones.
    expect(items.join('|')).toContain('Billing');
    expect(items.join('|')).not.toContain('Store console');
    expect(items.length).toBeLessThanOrEqual(5);
    await page.keyboard.press('Escape');
  });

  it('receives a notification sent through the admin API while the page is open, then reads it', async () => {
    const did = await page.evaluate(async () => {
      const res = await fetch('/.well-known/service/api/auth/session');
      return (await res.json()).user.did as string;
    });
    expect(await badge().count()).toBe(0);

    const ownerToken = await signInOwner(appUrl('').replace(/\/$/, ''));
    const sent = await fetch(appUrl('/.well-known/service/api/admin/notifications'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ title: 'Plugin approved', description: 'Version 1.0.0 is live', severity: 'success', receivers: [did] }),
    });
    expect(sent.status).toBe(201);

    await expect.poll(async () => (await badge().count()) && (await badge().textContent())).toBe('1');
    const toast = page.getByTestId('notification-toast').filter({ hasText: 'Plugin approved' });
    await toast.waitFor();

    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-bell-item').filter({ hasText: 'Plugin approved' });
    await item.waitFor();
    await item.click();
    await expect.poll(() => badge().count()).toBe(0);
  });

  it('signs out to the site root', async () => {
    await page.goto(appUrl('/search'));
    await page.getByTestId('session-avatar').click();
    await page.getByTestId('session-logout').click();
    await page.waitForURL(appUrl('/'));
    await page.getByTestId('session-connect').waitFor();
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
  });
});
