import { generateKeyPairSync, sign } from 'node:crypto';
import { toSvg } from 'jdenticon';
import { didKeyFromEd25519 } from '../../common/did';
import type { SeedStep } from '../db/seed';
import { newId } from '../lib/ids';
import { packFiles } from './plugins/bundle';
import { sha512Hex, signedPayload } from './plugins/signature';

export const DEFAULT_CATEGORIES: { slug: string; en: string; zh: string }[] = [
  { slug: 'productivity', en: 'Productivity', zh: '效率' },
  { slug: 'developer-tools', en: 'Developer tools', zh: '开发工具' },
  { slug: 'payments', en: 'Payments', zh: '支付' },
  { slug: 'communication', en: 'Communication', zh: '沟通' },
  { slug: 'fun', en: 'Fun', zh: '娱乐' },
];

const DEMO_PLUGINS = [
  { name: 'markdown-notes', title: 'Markdown Notes', category: 'productivity', keywords: ['notes', 'markdown', 'writing'], description: 'Write and organise notes in Markdown, with tags and quick search.', downloads: 1280 },
  { name: 'kanban-board', title: 'Kanban Board', category: 'productivity', keywords: ['tasks', 'kanban', 'planning'], description: 'Plan work on boards with columns, cards and due dates.', downloads: 940 },
  { name: 'api-playground', title: 'API Playground', category: 'developer-tools', keywords: ['api', 'http', 'testing'], description: 'Send HTTP requests, inspect answers and save collections.', downloads: 610 },
  { name: 'webhook-inspector', title: 'Webhook Inspector', category: 'developer-tools', keywords: ['webhooks', 'debugging'], description: 'Receive webhooks on a private URL and replay them to your app.', downloads: 455 },
  { name: 'tip-button', title: 'Tip Button', category: 'payments', keywords: ['tips', 'donations', 'crypto'], description: 'Add a tip button to any page, paid through the payment kit.', downloads: 820 },
  { name: 'team-chat', title: 'Team Chat', category: 'communication', keywords: ['chat', 'messages', 'teams'], description: 'Channels and direct messages for small teams.', downloads: 390 },
  { name: 'daily-quiz', title: 'Daily Quiz', category: 'fun', keywords: ['quiz', 'games'], description: 'A new trivia question every day, with a leaderboard.', downloads: 170 },
];

/** The store of a fresh install: its categories and a few published plugins, so it is not empty. */
export const storeCatalog: SeedStep = {
  name: 'store-demo-catalog',
  run: async (_ctx, trx) => {
    const categories: Record<string, string> = {};
    for (const category of DEFAULT_CATEGORIES) {
      const id = newId('cat');
      categories[category.slug] = id;
      await trx.insertInto('categories').values({ id, slug: category.slug, names: JSON.stringify({ en: category.en, zh: category.zh }) }).execute();
    }
    const publisher = 'did:pkh:eip155:1337:0x000000000000000000000000000000000000d3e0';
    for (const [index, plugin] of DEMO_PLUGINS.entries()) {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const did = didKeyFromEd25519(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
      const readme = `# ${plugin.title}\n\n${plugin.description}\n\n## Install\n\nDownload the bundle and add it to your site.\n`;
      const manifest = { did, name: plugin.name, version: '1.0.0', title: plugin.title, description: plugin.description, keywords: plugin.keywords, readme, screenshots: [] };
      const manifestText = JSON.stringify(manifest);
      const bundle = await packFiles({ 'README.md': readme });
      const sha512 = sha512Hex(bundle);
      const publishedAt = new Date(Date.now() - (DEMO_PLUGINS.length - index) * 86_400_000);
      await trx
        .insertInto('plugins')
        .values({
          did,
          name: plugin.name,
          title: plugin.title,
          description: plugin.description,
          logo: `data:image/svg+xml;base64,${Buffer.from(toSvg(plugin.name, 96)).toString('base64')}`,
          readme,
          category_id: categories[plugin.category],
          keywords: JSON.stringify(plugin.keywords),
          keywords_text: plugin.keywords.join(' '),
          owner_did: publisher,
          review_type: 'first',
          downloads: plugin.downloads,
          latest_version: '1.0.0',
          current_version: '1.0.0',
          last_published_at: publishedAt,
          screenshots: '[]',
        })
        .execute();
      await trx
        .insertInto('plugin_versions')
        .values({
          id: newId('ver'),
          plugin_did: did,
          version: '1.0.0',
          manifest: manifestText,
          bundle,
          bundle_size: bundle.length,
          sha512,
          signature: sign(null, signedPayload(manifestText, sha512), privateKey).toString('hex'),
          status: 'published',
          operations: JSON.stringify({ published: publisher }),
          published_at: publishedAt,
          approved_at: publishedAt,
        })
        .execute();
    }
  },
};
