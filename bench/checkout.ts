/**
 * Checkout throughput: a one-INSERT route as the ceiling, then session create, retrieve and
 * submit, each for a few seconds with autocannon against the real app on the same database.
 * Runs on the embedded database, and on PostgreSQL too when DATABASE_URL is set.
 *   npm run bench:checkout            (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../server/db/connect';
import { listeningApp, onEachDatabase } from './databases';
import { fundedBuyer, setUpChainShop } from '../server/test/chain-buyer';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { name: string; rps: number; p99: number };

async function run(name: string, url: string, options: Partial<autocannon.Options>): Promise<Result> {
  const result = await autocannon({ url, duration: SECONDS, connections: CONNECTIONS, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function benchOn(label: string, database: DatabaseHandle) {
  await sql`create table if not exists bench_rows (id bigserial primary key, note text not null)`.execute(database.db);
  const { app, base } = await listeningApp(database, (server) =>
    server.post('/bench/insert', async () => {
      await sql`insert into bench_rows (note) values (${'x'})`.execute(database.db);
      return { ok: true };
    }),
  );

  const shop = await setUpChainShop(app);
  const product = (await shop.merchant.test('POST', '/products', {
    name: 'Bench item',
    prices: [{ type: 'one_time', unit_amount: '1000000', currency_id: shop.currencyId }],
  })).json();
  const buyer = await fundedBuyer(app);
  const createBody = JSON.stringify({ line_items: [{ price_id: product.prices[0].id, quantity: 1 }] });
  const merchantHeaders = { 'content-type': 'application/json', authorization: `Bearer ${shop.merchant.testKey}` };
  const sessionIds: string[] = [];
  for (let i = 0; i < 200; i++) sessionIds.push((await shop.merchant.test('POST', '/checkout-sessions', JSON.parse(createBody))).json().id);
  const submitBody = JSON.stringify({ customer_name: 'Bench', customer_email: 'bench@example.com', payment_method: shop.methodId, payment_currency: shop.currencyId });

  const results: Result[] = [];
  results.push(await run('one-INSERT route (ceiling)', `${base}/bench/insert`, { method: 'POST' }));
  results.push(await run('session create', `${base}/payment/api/checkout-sessions`, { method: 'POST', headers: merchantHeaders, body: createBody }));
  let next = 0;
  results.push(
    await run('session retrieve', base, {
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/payment/api/checkout-sessions/retrieve/${sessionIds[next++ % sessionIds.length]}` }) }],
    }),
  );
  results.push(
    await run('session submit', base, {
      requests: [
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
          body: submitBody,
          setupRequest: (req) => ({ ...req, path: `/payment/api/checkout-sessions/${sessionIds[next++ % sessionIds.length]}/submit` }),
        },
      ],
    }),
  );
  await app.close();

  const ceiling = results[0].rps;
  console.log(`\n${label} — ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('scenario                      req/s    p99 ms   of ceiling');
  for (const r of results) {
    console.log(`${r.name.padEnd(28)} ${String(r.rps).padStart(6)} ${String(r.p99).padStart(9)} ${`${Math.round((r.rps / ceiling) * 100)}%`.padStart(11)}`);
  }
  const createSubmit = 1 / (1 / results[1].rps + 1 / results[3].rps);
  console.log(`create+submit together: ${Math.round(createSubmit)} checkouts/s = ${Math.round((createSubmit / ceiling) * 100)}% of the ceiling`);
}

await onEachDatabase(benchOn);
process.exit(0);
