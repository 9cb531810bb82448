/**
 * Several instances (`npm run bench -- --only instances`): two service instances on one
 * PostgreSQL database and one DATA_DIR behind one address, a round-robin proxy the bench starts
 * (tests/bench/roundRobinProxy.ts, its own process), against one instance behind the same proxy.
 * Seeds the catalogue (--items, default 100,000), then drives the four request kinds of the
 * server rows (get by id, list page of 25 with total, global search with total, update) at 10
 * connections for --seconds each (default 10, after 2 s not counted; updates not warmed up),
 * first through the proxy to instance A alone, then to A and B in turn. Prints req/s, p99, errors
 * and each process's CPU (per cent of one core: instance A, instance B, the proxy) per row, and
 * two instances' throughput as a ratio to one's, with the load average. Exits non-zero when a
 * request fails or PostgreSQL does not answer; a ratio under 1 reads NO without failing the run
 * (on a 2-core machine the machine, not the design, is the limit).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { loginWithPassword } from '../helpers/oidcLogin';
import { postgresAvailable, postgresUrlFor, resetPostgres } from '../helpers/testServer';
import { freePort, startServerProcess } from '../support/serverProcess';
import type { ServerProcess } from '../support/serverProcess';
import { draftEditRequest } from './draftEdits';
import type { EditedDraft } from './draftEdits';
import { SEARCH_TERMS } from './searchTerms';
import { CONNECTIONS, ITEMS, SECONDS, WARM_UP_SECONDS } from './benchOptions';

const root = resolve(import.meta.dirname, '..', '..');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const DATABASE = 'console_bench_instances';
const MOVIES = '/api/catalog/content/urn/resource/catalog/movie';
const KINDS = ['get by id', 'list page of 25 with total', 'search with total', 'update'] as const;
type Kind = (typeof KINDS)[number];

/** CPU time (user + system) of a process so far, in seconds; 0 once it is gone. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

interface Row {
  kind: Kind;
  rps: number;
  p99: number;
  failures: number;
  /** Per cent of one core over the row, per process name. */
  cpu: Record<string, number>;
}

function once(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error: unknown, result) =>
      error ? fail(error instanceof Error ? error : new Error('autocannon failed')) : done(result),
    );
  });
}

/** The four request kinds as the server rows of `npm run bench` send them. */
function requestOf(kind: Kind, ids: string[], drafts: EditedDraft[]): autocannon.Request {
  let n = 0;
  switch (kind) {
    case 'get by id':
      return {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `${MOVIES}/${ids[(n += 1) % ids.length] ?? ''}` }),
      };
    case 'list page of 25 with total':
      return {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `${MOVIES}?st=published&sortBy=ut&sortOrder=desc&pageSize=25&pageNumber=${((n += 1) % 40) + 1}`,
        }),
      };
    case 'search with total':
      return {
        method: 'GET',
        setupRequest: (req) => {
          n += 1;
          const term = SEARCH_TERMS[n % SEARCH_TERMS.length] ?? 'river';
          const page = (Math.floor(n / SEARCH_TERMS.length) % 3) + 1;
          return {
            ...req,
            path: `/api/search/content/search?term=${term}&pageSize=25&pageNumber=${page}`,
          };
        },
      };
    case 'update':
      return draftEditRequest(drafts, MOVIES);
  }
}

async function measure(
  url: string,
  headers: Record<string, string>,
  kind: Kind,
  ids: string[],
  drafts: EditedDraft[],
  processes: Record<string, number | undefined>,
): Promise<Row> {
  const options: autocannon.Options = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: kind === 'update' ? { ...headers, 'content-type': 'application/json' } : headers,
    requests: [requestOf(kind, ids, drafts)],
  };
  // Updates are not warmed up: the warm-up's last in-flight writes would leave stale revisions.
  if (kind !== 'update') await once({ ...options, duration: WARM_UP_SECONDS });
  const before = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, cpuSeconds(pid)]),
  );
  const started = performance.now();
  const result = await once(options);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [
      name,
      ((cpuSeconds(pid) - (before[name] ?? 0)) / elapsed) * 100,
    ]),
  );
  return {
    kind,
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpu,
  };
}

/** The proxy in its own process, on `port`, in front of `upstreams`. */
async function startProxy(port: number, upstreams: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI (which runs the script in a child): the pid is the proxy's own.
    ['--import', 'tsx', 'tests/bench/roundRobinProxy.ts', String(port), ...upstreams],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ready();
    });
    child.once('exit', (code) => fail(new Error(`The proxy exited (${code})`)));
  });
  return child;
}

async function stopProxy(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function api<T>(baseUrl: string, headers: Record<string, string>, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Seconds from a type's publication through instance `first` until instance `second` lists it
 * among the catalogue types (the console's menu reads that list): each instance reloads the
 * published types when the revision in the database changed, checked at most once a second.
 */
async function typeLiveOnSecondInstance(
  issuer: string,
  first: string,
  second: string,
): Promise<number> {
  const token = (await loginWithPassword(issuer, 'admin', 'admin')).accessToken;
  const headers = {
    authorization: `Bearer ${token}`,
    'x-product': 'main',
    'content-type': 'application/json',
  };
  const names = (en: string) => ({ en, zh: en, ms: en, ta: en });
  const id = `benchtype${Date.now().toString(36)}`;
  const definition = {
    id,
    names: names('Bench type'),
    area: 'vod',
    fields: [{ key: 'host', names: names('Host'), kind: 'text' }],
    layout: { tabs: [{ key: 'main', names: names('Main'), groups: [] }] },
    list: { columns: ['lon', 'st', 'ut'], filters: ['st'], sort: { field: 'ut', order: 'DESC' } },
  };
  const drafted = await fetch(`${first}/api/catalog/types`, {
    method: 'POST',
    headers,
    body: JSON.stringify(definition),
  });
  if (drafted.status !== 201) throw new Error(`Drafting the type: HTTP ${drafted.status}`);
  // B has answered before the publication (its revision is read), as a console in use would.
  await api(second, headers, '/api/catalog/schema/urn/resource/catalog');
  const published = await fetch(`${first}/api/catalog/types/${id}/publish`, {
    method: 'POST',
    headers: { authorization: headers.authorization, 'x-product': 'main' },
  });
  if (!published.ok) throw new Error(`Publishing the type: HTTP ${published.status}`);
  const started = performance.now();
  for (;;) {
    const types = await api<{ type: string }[]>(
      second,
      headers,
      '/api/catalog/schema/urn/resource/catalog',
    );
    if (types.some((type) => type.type === id)) return (performance.now() - started) / 1000;
    if (performance.now() - started > 30_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function cpuText(row: Row): string {
  return Object.entries(row.cpu)
    .map(([name, percent]) => `${name} ${percent.toFixed(0)} %`)
    .join(', ');
}

async function main(): Promise<void> {
  if (!(await postgresAvailable())) {
    console.log('Several instances: skipped, PostgreSQL does not answer (TEST_DATABASE_URL).');
    process.exitCode = 1;
    return;
  }
  await resetPostgres(DATABASE);
  const databaseUrl = postgresUrlFor(DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-instances-'));
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
  const servers: ServerProcess[] = [];
  let proxy: ChildProcess | undefined;
  try {
    console.log(
      `\n== Several instances: seeding ${ITEMS.toLocaleString('en')} items (PostgreSQL) ==`,
    );
    const seeded = spawnSync(
      process.execPath,
      [tsxCli, 'server/seedCli.ts', '--items', String(ITEMS)],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error('Seeding failed');

    // One public address (the proxy's) for both instances: the same token issuer behind it.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    for (let index = 0; index < 2; index += 1)
      servers.push(
        await startServerProcess({
          env: {
            ...env,
            HOST: '127.0.0.1',
            PUBLIC_URL: origin,
            SEED_DEMO_DATA: 'false',
            SKIP_CONSOLE_BUILD: 'true',
            LOG_LEVEL: 'warn',
          },
          readyTimeoutMs: 120_000,
          stdout: 'ignore',
          stderr: 'inherit',
        }),
      );
    const [a, b] = servers;
    if (!a || !b) throw new Error('The instances did not start');

    const rows: { one: Row; two?: Row }[] = [];
    let live = Infinity;
    const drafts: EditedDraft[] = [];
    let ids: string[] = [];
    let headers: Record<string, string> = {};
    for (const upstreams of [[a.origin], [a.origin, b.origin]]) {
      proxy = await startProxy(port, upstreams);
      if (upstreams.length === 1) {
        const token = (await loginWithPassword(origin, 'editor', 'editor')).accessToken;
        headers = { authorization: `Bearer ${token}`, 'x-product': 'main' };
        ids = (
          await api<{ id: string }[]>(origin, headers, `${MOVIES}?st=published&pageSize=1000`)
        ).map((movie) => movie.id);
        drafts.push(
          ...(await api<EditedDraft[]>(origin, headers, `${MOVIES}?st=draft&pageSize=1000`)).map(
            (draft) => ({ id: draft.id, key: draft.key, ut: draft.ut }),
          ),
        );
      }
      const processes: Record<string, number | undefined> =
        upstreams.length === 1
          ? { A: a.pid, proxy: proxy.pid }
          : { A: a.pid, B: b.pid, proxy: proxy.pid };
      for (const [index, kind] of KINDS.entries()) {
        // Each update row starts from the drafts' stored revisions: the previous row's last
        // in-flight writes changed them after its responses stopped being read.
        if (kind === 'update') {
          const stored = await api<EditedDraft[]>(
            origin,
            headers,
            `${MOVIES}?st=draft&pageSize=1000`,
          );
          const byId = new Map(stored.map((draft) => [draft.id, draft]));
          for (const draft of drafts) {
            const now = byId.get(draft.id);
            if (now) Object.assign(draft, { key: now.key, ut: now.ut });
          }
        }
        const row = await measure(origin, headers, kind, ids, drafts, processes);
        if (upstreams.length === 1) rows.push({ one: row });
        else if (rows[index]) rows[index].two = row;
      }
      // The sign-in goes through the proxy's address (the tokens' issuer).
      if (upstreams.length === 2) live = await typeLiveOnSecondInstance(origin, a.origin, b.origin);
      await stopProxy(proxy);
      proxy = undefined;
    }

    const load = loadavg()[0] ?? 0;
    console.log(
      `\nSeveral instances on one PostgreSQL database behind one address (round-robin proxy; ${CONNECTIONS} connections, ${SECONDS} s a row, ${ITEMS.toLocaleString('en')} items; ${cpus().length} CPUs, load average ${load.toFixed(1)} at the end). CPU: per cent of one core.`,
    );
    console.log(
      '| request | 1 instance req/s (p99 ms) | CPU | 2 instances req/s (p99 ms) | CPU | errors (1 / 2) | 2 / 1 | met (no errors, >= 1.0) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { one, two } of rows) {
      if (!two) continue;
      const ratio = two.rps / one.rps;
      const met = one.failures === 0 && two.failures === 0 && ratio >= 1;
      if (one.failures > 0 || two.failures > 0) process.exitCode = 1;
      console.log(
        `| ${one.kind} | ${one.rps.toFixed(0)} (${one.p99}) | ${cpuText(one)} | ${two.rps.toFixed(0)} (${two.p99}) | ${cpuText(two)} | ${one.failures} / ${two.failures} | ${ratio.toFixed(2)} | ${met ? 'yes' : 'NO'} |`,
      );
    }

    console.log(
      `\nA type published in the type designer through instance A is served by instance B after ${live.toFixed(2)} s (target < 5 s): ${live < 5 ? 'met' : 'NOT MET'}`,
    );
    if (live >= 5) process.exitCode = 1;
  } finally {
    if (proxy) await stopProxy(proxy);
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
