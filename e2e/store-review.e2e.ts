import { generateKeyPairSync, sign } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didKeyFromEd25519 } from '../common/did';
import { packFiles } from '../server/store/plugins/bundle';
import { sha512Hex, signedPayload } from '../server/store/plugins/signature';
import { appUrl, launchBrowser, newContext, ownerContext } from './browser';
import { signInOwner, signInWith } from './wallet';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const base = () => appUrl('').replace(/\/$/, '');

async function api(token: string, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(data)}`);
  return data;
}

/** The owner, signed in through the UI with the test wallet holding the owner's key. */
async function ownerPage(): Promise<Page> {
  const context = await ownerContext(browser);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(appUrl('/console/plugins'));
  await page.getByTestId('session-connect').click();
  await page.getByTestId('signin-test-wallet').click();
  await page.getByTestId('session-avatar').waitFor();
  return page;
}

describe('publishing, review and discovery', () => {
  it('a developer publishes, an admin approves in the console, a visitor finds it by search', async () => {
    const ownerToken = await signInOwner(base());
    const developer = privateKeyToAccount(generatePrivateKey());
    const devToken = await signInWith(base(), developer);
    const session = await (await fetch(`${base()}/.well-known/service/api/auth/session`, { headers: { authorization: `Bearer ${devToken}` } })).json();
    await api(ownerToken, 'PUT', `/.well-known/service/api/admin/users/${encodeURIComponent(session.user.did)}/passports`, { role: 'developer' });

    // The developer's side, as the CLI does it: a plugin key, a signed upload, a review request.
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const did = didKeyFromEd25519(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
    await api(devToken, 'POST', '/api/developer/plugins', { did, name: 'aurora-charts' });
    const manifest = JSON.stringify({ did, name: 'aurora-charts', version: '1.0.0', title: 'Aurora Charts', description: 'Charts that glow: line, bar and pie', keywords: ['charts', 'graphs'], readme: '# Aurora Charts' });
    const bundle = await packFiles({ 'README.md': '# Aurora Charts\n' });
    const form = new FormData();
    form.append('manifest', manifest);
    form.append('signature', sign(null, signedPayload(manifest, sha512Hex(bundle)), privateKey).toString('hex'));
    form.append('bundle', new Blob([new Uint8Array(bundle)]), 'aurora.tgz');
    await api(devToken, 'POST', `/api/developer/plugins/${did}/versions`, form);
    await api(devToken, 'POST', `/api/developer/plugins/${did}/request-review`, { version: '1.0.0' });

    // The admin reviews and approves in the console.
    const admin = await ownerPage();
    await admin.goto(appUrl('/console/plugins'));
    const row = admin.getByTestId('console-plugin-row').filter({ hasText: 'aurora-charts' });
    await row.waitFor();
    await row.getByTestId('console-start-review').click();
    await row.getByTestId('console-approve').click();
    await admin.getByTestId('console-approve-category').click();
    await admin.getByRole('listbox').getByRole('option').first().click();
    await admin.getByTestId('console-approve-confirm').click();
    await expect.poll(async () => (await api(devToken, 'GET', `/api/plugins/${did}`)).versions[0].status, { timeout: 15_000 }).toBe('approved');

    await api(devToken, 'POST', `/api/developer/plugins/${did}/publish`, { version: '1.0.0' });

    // A visitor finds it by search and opens its page.
    const context = await newContext(browser);
    contexts.push(context);
    const visitor = await context.newPage();
    await visitor.goto(appUrl('/'));
    await visitor.getByTestId('store-search').fill('aurora');
    // The search applies after its debounce: then only the new plugin is left.
    await expect.poll(() => visitor.getByTestId('store-plugin-card').count(), { timeout: 10_000 }).toBe(1);
    const card = visitor.getByTestId('store-plugin-card').filter({ hasText: 'Aurora Charts' });
    await card.waitFor();
    await card.click();
    await visitor.getByTestId('plugin-detail').waitFor();
    // The heading shows the DID until the plugin has loaded.
    await expect.poll(() => visitor.getByTestId('plugin-title').textContent(), { timeout: 10_000 }).toContain('Aurora Charts');
  }, 120_000);
});
