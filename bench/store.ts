/**
 * Store search: seeds 10,000 published plugins, then drives `GET /api/plugins` with a query, a
 * category and a sort (rotating through words, categories and sorts) with autocannon.
 * Prints p50, p95 and req/s, on PGlite, and on PostgreSQL too when DATABASE_URL is set.
 *   npm run bench:store            (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PLUGINS)
 */
import autocannon from 'autocannon';
import type { DatabaseHandle } from '../server/db/connect';
import { newId } from '../server/lib/ids';
import { DEFAULT_CATEGORIES } from '../server/store/demo-seed';
import { listeningApp, onEachDatabase } from './databases';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PLUGINS = Number(process.env.BENCH_PLUGINS ?? 10_000);
const WORDS = ['notes', 'chat', 'payments', 'calendar', 'forms', 'gallery', 'analytics', 'search', 'backup', 'mail', 'shop', 'quiz', 'maps', 'music', 'video', 'wiki', 'tasks', 'crm', 'blog', 'docs'];
const SORTS = ['popular', 'newest', 'name'];

async function seed(database: DatabaseHandle) {
  const categories = DEFAULT_CATEGORIES.map((c) => ({ id: newId('cat'), slug: c.slug, names: JSON.stringify({ en: c.en, zh: c.zh }) }));
  await database.db.insertInto('categories').values(categories).execute();
  const started = performance.now();
  for (let offset = 0; offset < PLUGINS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, PLUGINS - offset) }, (_, i) => {
      const n = offset + i;
      const a = WORDS[n % WORDS.length];
      const b = WORDS[(n * 7 + 3) % WORDS.length];
      return {
        did: `did:key:zBench${n.toString().padStart(8, '0')}`,
        name: `${a}-${b}-${n}`,
        title: `${a[0].toUpperCase()}${a.slice(1)} ${b} ${n}`,
        description: `A ${a} plugin that works with ${b}; number ${n} of the benchmark catalog.`,
        keywords: JSON.stringify([a, b]),
        keywords_text: `${a} ${b}`,
        owner_did: 'did:pkh:eip155:1:0x0000000000000000000000000000000000000001',
        category_id: categories[n % categories.length].id,
        downloads: (n * 7919) % 5000,
        latest_version: '1.0.0',
        current_version: '1.0.0',
        last_published_at: new Date(Date.now() - n * 60_000),
        screenshots: '[]',
      };
    });
    await database.db.insertInto('plugins').values(rows).execute();
  }
  return { categories, seconds: (performance.now() - started) / 1000 };
}

async function benchOn(label: string, database: DatabaseHandle) {
  const { categories, seconds } = await seed(database);
  const { app, base } = await listeningApp(database);
  let n = 0;
  const path = () => {
    n++;
    return `/api/plugins?q=${WORDS[n % WORDS.length]}&category=${categories[n % categories.length].slug}&sort=${SORTS[n % SORTS.length]}&pageSize=10`;
  };
  const sample = await (await fetch(`${base}${path()}`)).json();
  if (!(sample.count > 0)) throw new Error('the benchmark query found nothing');
  // One client at a time: the latency a single search takes, without queueing behind others.
  const single: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await (await fetch(`${base}${path()}`)).arrayBuffer();
    single.push(performance.now() - started);
  }
  single.sort((a, b) => a - b);
  const pick = (q: number) => single[Math.min(single.length - 1, Math.floor(q * single.length))].toFixed(1);
  const result = await autocannon({ url: base, duration: SECONDS, connections: CONNECTIONS, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] });
  await app.close();
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`\n${label}: ${PLUGINS} plugins seeded in ${seconds.toFixed(1)} s; search with q + category + sort, ${CONNECTIONS} connections, ${SECONDS} s`);
  console.log(`one client:            p50 ${pick(0.5)} ms   p95 ${pick(0.95)} ms`);
  console.log(`${String(CONNECTIONS).padStart(2)} connections:        ${Math.round(result.requests.average)} req/s   p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms`);
}

await onEachDatabase(benchOn);
process.exit(0);
