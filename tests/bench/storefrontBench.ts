/**
 * The storefront viewer read's benchmark (issue 12): on the demo seed (300 movies a product), a
 * page of 20 rails of every kind — hand-picked, saved queries, the viewer's continue watching,
 * favourites and watch again, recommended, a collection — read as viewer-ana through
 * `POST /api/storefront/storefront/view/:id`, which resolves every rail. Prints the median and
 * p95 of the whole read (schedules, policies and all rails) over RUNS reads, on SQLite and on
 * PostgreSQL when it answers. Standalone: `npx tsx tests/bench/storefrontBench.ts [--runs N] [--sqlite-only]`.
 */
import { fileURLToPath } from 'node:url';
import { postgresAvailable, startTestServer } from '../helpers/testServer';
import type { Dialect, TestServer } from '../helpers/testServer';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 50;
const WARM_UP = 5;
const RAILS = 20;
const USERS_FILE = fileURLToPath(new URL('../fixtures/api/storefront-users.json', import.meta.url));
const S = '/api/storefront/storefront';
const AT = '2026-01-20T12:00:00.000Z';

const en = (n: string) => [{ lang: 'en', n }];
const movie = (n: number) => ({ id: `main-movie-${String(n)}`, type: 'movie', priority: n });

/** The 20 rails: each kind the viewer read resolves, several times over. */
function railBodies(): Record<string, unknown>[] {
  const kinds: ((index: number) => Record<string, unknown>)[] = [
    (index) => ({
      ck: 'carousel',
      ctype: 'manual_curation',
      i: [
        {
          type: 'manual',
          count: 10,
          data: [1, 2, 3, 5, 7, 9, 10, 11, 12, 21].map((n) => movie(n + index)),
        },
      ],
    }),
    () => ({
      ck: 'regular',
      ctype: 'query_based',
      i: [{ type: 'query', q: 'type=vod&added>=-30d&sort=-added', count: 20 }],
    }),
    () => ({ ck: 'regular', ctype: 'personalized', rail: 'continue_watching' }),
    () => ({ ck: 'regular', ctype: 'personalized', rail: 'favourites' }),
    () => ({ ck: 'regular', ctype: 'personalized', rail: 'watch_again' }),
    () => ({
      ck: 'regular',
      ctype: 'predefined',
      rail: 'recommended',
      i: [{ type: 'recommended', count: 20 }],
    }),
    () => ({
      ck: 'Collection',
      i: [
        { type: 'collection', data: [{ id: 'main-collection-staff-picks', type: 'collection' }] },
      ],
    }),
    () => ({
      ck: 'regular',
      ctype: 'query_based',
      i: [{ type: 'query', q: 'type=movie,tvseries&sort=name', count: 20 }],
    }),
  ];
  return Array.from({ length: RAILS }, (_, index) => {
    const kind = kinds[index % kinds.length];
    return { lon: en(`Bench rail ${String(index + 1)}`), ...(kind ? kind(index) : {}) };
  });
}

async function ok(server: TestServer, method: string, path: string, json?: unknown) {
  const { status, body } = await server.api('merch_main', path, { method, json, product: 'main' });
  if (status >= 300)
    throw new Error(`${method} ${path}: HTTP ${String(status)} ${JSON.stringify(body.header)}`);
  return body.data as { id: string; key: string; ut: string };
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface BenchRow {
  dialect: Dialect;
  median: number;
  p95: number;
  railsFilled: number;
  items: number;
}

async function bench(dialect: Dialect): Promise<BenchRow> {
  const server = await startTestServer({
    dialect,
    database: 'console_storefront_bench',
    seedItems: 300,
    env: { USERS_FILE },
  });
  try {
    const ids: string[] = [];
    for (const body of railBodies())
      ids.push((await ok(server, 'POST', `${S}/container`, body)).id);
    const page = await ok(server, 'POST', `${S}/storefront`, {
      lon: en('Bench page'),
      ty: 'home',
      t: [{ id: 'main', lon: en('Main'), c: ids }],
    });
    const read = async () => {
      const started = performance.now();
      const { status, body } = await server.api('merch_main', `${S}/view/${page.id}`, {
        method: 'POST',
        product: 'main',
        json: {
          device: 'tv',
          at: AT,
          version: 'draft',
          context: { userId: 'viewer-ana', age: 30 },
        },
      });
      const ms = performance.now() - started;
      if (status !== 200) throw new Error(`view: HTTP ${String(status)}`);
      return { ms, data: body.data as { tabs: { containers: { items: unknown[] }[] }[] } };
    };
    let last = await read();
    for (let i = 1; i < WARM_UP; i += 1) last = await read();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push((await read()).ms);
    times.sort((a, b) => a - b);
    const containers = last.data.tabs.flatMap((tab) => tab.containers);
    return {
      dialect,
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      railsFilled: containers.filter((c) => c.items.length > 0).length,
      items: containers.reduce((sum, c) => sum + c.items.length, 0),
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const withPostgres = !args.includes('--sqlite-only') && (await postgresAvailable());
  const dialects: Dialect[] = ['sqlite', ...(withPostgres ? (['postgres'] as const) : [])];
  const rows: BenchRow[] = [];
  for (const dialect of dialects) rows.push(await bench(dialect));
  console.log(
    `\nStorefront viewer read: a page of ${String(RAILS)} rails on the demo seed (300 movies a product), ${String(RUNS)} reads after ${String(WARM_UP)} warm-up, one at a time`,
  );
  console.log('| database | median ms | p95 ms | rails with titles | titles |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.dialect} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} | ${String(row.railsFilled)} of ${String(RAILS)} | ${String(row.items)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
