import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, ownerContext } from './browser';

type Listed = { did: string; title: string; name: string };

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // The browser's test wallet is the install's owner.
  context = await ownerContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function listedPlugins(): Promise<Listed[]> {
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/plugins?pageSize=100');
    return { status: res.status, body: (await res.json()) as { list: Listed[]; count: number } };
  });
  expect(answer.status).toBe(200);
  return answer.body.list;
}

describe('plugin store', () => {
  it('lists the published plugins, narrows them by search and opens one', async () => {
    await page.goto(appUrl('/'));
    await page.getByTestId('store-list').waitFor();
    // The demo seed publishes several plugins.
    const plugins = await listedPlugins();
    expect(plugins.length).toBeGreaterThanOrEqual(5);
    const cards = page.getByTestId('store-plugin-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(plugins.length, 10));

    const wanted = plugins[plugins.length - 1];
    await page.getByTestId('store-search').fill(wanted.title);
    await page.waitForURL((url) => url.searchParams.get('q') === wanted.title);
    const match = cards.filter({ hasText: wanted.title });
    await match.first().waitFor();
    await expect.poll(() => cards.count()).toBeLessThan(Math.min(plugins.length, 10));

    await match.first().click();
    await page.getByTestId('plugin-detail').waitFor();
    await expect.poll(() => page.getByTestId('plugin-title').textContent()).toBe(wanted.title);
    await page.getByTestId('plugin-download').waitFor();
    // The readme is Markdown, rendered: its "# …" lines are headings, not literal text.
    const readme = page.getByTestId('plugin-readme');
    await readme.getByRole('heading').first().waitFor();
    expect(await readme.textContent()).not.toContain('#');
  });

  it('lets the owner open the review console', async () => {
    await page.goto(appUrl('/console/plugins'));
    await page.getByTestId('session-connect').click();
    await page.getByTestId('signin-dialog').waitFor();
    await page.getByTestId('signin-test-wallet').click();
    await page.getByTestId('session-avatar').waitFor();

    await page.getByTestId('console-plugins').waitFor();
    await page.getByTestId('store-nav').waitFor();
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/console/plugins');
      return { status: res.status, body: (await res.json()) as { count: number } };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThan(0);
    await page.getByTestId('console-plugin-row').first().waitFor();
  });
});
