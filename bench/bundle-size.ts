/**
 * The JavaScript a route loads beyond the app shell, gzipped: the route's chunk, the chunks it
 * imports, and those it loads on demand itself (the wallet code when paying), less the shell's.
 *   npm run build && npm run bench:bundle     (budget for the checkout route: 250 KB)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = path.resolve(import.meta.dirname, '../dist/web');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest: Record<string, Chunk> = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** A chunk and everything it imports statically. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const shell = closure([entry]);
const gz = (key: string) => gzipSync(fs.readFileSync(path.join(dist, manifest[key].file))).length;

const ROUTES: { name: string; source: string; budgetKb?: number }[] = [
  { name: 'checkout (/payment/checkout/pay)', source: 'payment/checkout/CheckoutPage.tsx', budgetKb: 250 },
  { name: 'tip page (/payment/checkout/donate)', source: 'payment/donation/TipPage.tsx' },
  { name: 'store list (/)', source: 'store/home/StoreListPage.tsx' },
];

let over = false;
console.log(`app shell (entry and its static imports): ${(([...shell].reduce((s, k) => s + gz(k), 0)) / 1024).toFixed(1)} KB gzip`);
for (const route of ROUTES) {
  const key = Object.keys(manifest).find((k) => k.endsWith(route.source));
  if (!key) {
    console.log(`${route.name}: not in the build`);
    continue;
  }
  // The route's chunk and what it imports, then what any of those loads on demand (the wallet code when paying).
  const loaded = [...closure([key])].filter((k) => !shell.has(k));
  const onDemand = loaded.flatMap((k) => manifest[k].dynamicImports ?? []);
  const own = [...closure([...loaded, ...onDemand])].filter((k) => !shell.has(k));
  const kb = own.reduce((sum, k) => sum + gz(k), 0) / 1024;
  const verdict = route.budgetKb ? (kb <= route.budgetKb ? ` (budget ${route.budgetKb} KB: within)` : ` (budget ${route.budgetKb} KB: OVER)`) : '';
  if (route.budgetKb && kb > route.budgetKb) over = true;
  console.log(`${route.name}: ${kb.toFixed(1)} KB gzip in ${own.length} chunks${verdict}`);
}
process.exit(over ? 1 : 0);
