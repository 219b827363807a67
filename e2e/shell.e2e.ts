import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUrl, ipUrl, launchBrowser, newContext } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

describe('platform shell', () => {
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('renders the header with navigation and the footer on the home page', async () => {
    await page.goto(appUrl('/'));
    const header = page.getByTestId('app-header');
    await header.waitFor();
    expect(await header.getByRole('link', { name: 'Plugins' }).first().isVisible()).toBe(true);
    // Role-restricted items stay hidden from a visitor.
    expect(await header.getByRole('link', { name: 'Console' }).count()).toBe(0);
    const footer = page.getByTestId('app-footer');
    expect(await footer.isVisible()).toBe(true);
    expect(await footer.textContent()).toContain('Mintgate');
  });

  it('redirects an unknown page path to /', async () => {
    await page.goto(appUrl('/no-such-page/deeper?x=1'));
    await page.waitForURL(appUrl('/'));
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('app-header').waitFor();
  });

  it('speaks Chinese with ?locale=zh, and tw maps to zh', async () => {
    await page.goto(appUrl('/?locale=zh'));
    await page.getByTestId('app-header').getByRole('link', { name: '插件' }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await page.goto(appUrl('/?locale=tw'));
    await page.getByTestId('app-header').getByRole('link', { name: '插件' }).first().waitFor();
  });

  it('switches the colour scheme with the theme toggle and keeps it across reloads', async () => {
    await page.goto(appUrl('/'));
    const toggle = page.getByTestId('theme-toggle');
    await toggle.waitFor();
    const html = page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    const after = before === 'dark' ? 'light' : 'dark';
    await toggle.click();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe(after);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
    await toggle.click();
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await html.getAttribute('data-mantine-color-scheme')).toBe(after);
  });

  it('shows the 403 page on a console route to a visitor', async () => {
    await page.goto(appUrl('/console/plugins'));
    await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
  });
});

describe('cookie consent', () => {
  it('is shown once, and remembered for a year after accepting', async () => {
    context = await newContext(browser, { acceptCookies: false });
    page = await context.newPage();
    await page.goto(appUrl('/'));
    const notice = page.getByTestId('cookie-consent');
    await notice.waitFor();
    await page.getByTestId('cookie-accept').click();
    await notice.waitFor({ state: 'detached' });

    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
    const daysLeft = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);

    await page.reload();
    await page.getByTestId('app-header').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('cookie-consent').count()).toBe(0);
  });

  it('is in Chinese with ?locale=zh', async () => {
    context = await newContext(browser, { acceptCookies: false });
    page = await context.newPage();
    await page.goto(appUrl('/?locale=zh'));
    await page.getByTestId('cookie-consent').getByRole('button', { name: '接受' }).waitFor();
  });
});

describe('domain warning', () => {
  it('warns a visitor on a bare IP address, and stays away for 30 days once dismissed', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await page.goto(ipUrl('/'));
    const dialog = page.getByTestId('domain-warning');
    // The modal's root element has no box of its own; its dialog content is what a person sees.
    await page.getByRole('dialog').getByTestId('domain-warning-dismiss').waitFor();
    expect(await dialog.getAttribute('data-variant')).toBe('guest');
    expect(await page.getByTestId('domain-warning-configure').count()).toBe(0);
    await page.getByTestId('domain-warning-dismiss').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('app-header').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('domain-warning').count()).toBe(0);
  });

  it('does not appear on a real host name', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await page.goto(appUrl('/'));
    await page.getByTestId('app-header').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('domain-warning').count()).toBe(0);
  });
});
