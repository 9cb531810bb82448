/**
 * Where the service's request path spends its time: seeds a SQLite catalogue (or reuses one),
 * starts the server as the bench does (server/start.mjs) under `node --cpu-prof`, drives get by id,
 * list, search and update as `npm run bench` does (10 connections, the editor's token; the kinds
 * asked for), stops the server so it
 * writes its profile, and prints the profile's top frames by self time, and the same summed by
 * package (or by the service's own source file).
 *
 *   npx tsx tests/bench/profileServer.ts [--items N] [--seconds S] [--data DIR]
 *     [--kinds get,list,search,update]
 *     [--top N] [--no-profile] [--database-url postgres://…]
 *
 * --data DIR keeps the seeded database in DIR and reuses it on the next run (seeding 100,000 items
 * takes a while); --no-profile measures req/s only (no profiler's overhead); --database-url runs
 * the server on that PostgreSQL database (seeded anew unless --data marks it seeded).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { loginWithPassword } from '../helpers/oidcLogin';
import { draftEditRequest } from './draftEdits';
import { SEARCH_TERMS } from './searchTerms';
import { freePort, isReady } from '../support/serverProcess';

const root = resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ITEMS = Number(option('--items') ?? 100_000);
const SECONDS = Number(option('--seconds') ?? 10);
const TOP = Number(option('--top') ?? 25);
const KINDS = (option('--kinds') ?? 'get,update').split(',');
const PROFILE = !args.includes('--no-profile');
const DATABASE_URL = option('--database-url') ?? '';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** CPU seconds used so far: by one process, by every process of a name, by the whole machine. */
function cpuSeconds(which: { pid: number } | { comm: string } | 'machine'): number {
  if (which === 'machine') {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/) ?? [];
    // user nice system (idle iowait) irq softirq steal
    return [1, 2, 3, 6, 7, 8].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / 100;
  }
  const pids =
    'pid' in which
      ? [String(which.pid)]
      : readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if ('comm' in which && comm !== which.comm) continue;
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
    ticks += Number(rest[11] ?? 0) + Number(rest[12] ?? 0);
  }
  return ticks / 100;
}

/** CPU seconds each part used while `run` ran: the server, PostgreSQL's processes, the machine. */
async function withCpu<T>(serverPid: number, run: () => Promise<T>): Promise<[T, string]> {
  const parts = () => [
    cpuSeconds({ pid: serverPid }),
    cpuSeconds({ comm: 'postgres' }),
    cpuSeconds('machine'),
  ];
  const before = parts();
  const result = await run();
  const after = parts();
  const [server, postgres, machine] = after.map((value, i) => value - (before[i] ?? 0));
  return [
    result,
    `CPU s: server ${server?.toFixed(1)}, postgres ${postgres?.toFixed(1)}, machine ${machine?.toFixed(1)}`,
  ];
}

function once(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon(options, (error: unknown, result) =>
      error ? fail(error instanceof Error ? error : new Error('autocannon failed')) : done(result),
    );
  });
}

/** A frame's place: a package's name, the project's own file, or node's internals. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.includes('/build/server-')) return 'service (bundle)';
  if (url.startsWith('node:')) return url;
  return url === '' ? '(native / vm)' : url.replace(`file://${root}/`, '');
}

/** The monotonic clock in µs, the clock a profile's sample times count on. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Only the samples taken while the load ran (not the server's start or its shutdown). */
function summarise(file: string, window: { from: number; to: number }): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    self.set(id, (self.get(id) ?? 0) + delta);
    total += delta;
  });
  const frames = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, time] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const name = frame.functionName || '(anonymous)';
    const where = frame.url ? `${placeOf(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = where ? `${name} ${where}` : name;
    frames.set(key, (frames.get(key) ?? 0) + time);
    const place = frame.url ? placeOf(frame.url) : name.startsWith('(') ? name : '(native / vm)';
    places.set(place, (places.get(place) ?? 0) + time);
  }
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    console.log('| self % | self ms | frame |');
    console.log('|---|---|---|');
    for (const [key, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(
        `| ${((100 * time) / total).toFixed(1)} | ${(time / 1000).toFixed(0)} | ${key} |`,
      );
    }
  };
  console.log(`\nprofile ${file}: ${(total / 1e6).toFixed(1)} s sampled under load`);
  print('top frames by self time', frames);
  print('self time by package / place', places);
}

async function main(): Promise<void> {
  const keep = option('--data');
  const dataDir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'profile-server-'));
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL };
  const seededMark = join(dataDir, DATABASE_URL ? 'seeded-postgres' : 'seeded');
  if (!existsSync(seededMark)) {
    const seeded = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'server/seedCli.ts',
        '--items',
        String(ITEMS),
      ],
      { cwd: root, env, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('Seeding failed');
    if (keep) spawnSync('touch', [seededMark]);
  }
  const profileDir = mkdtempSync(join(tmpdir(), 'profile-server-cpu-'));
  // Started as the bench starts it (server/start.mjs), with the profiler's flags on node itself
  // (NODE_OPTIONS refuses --cpu-prof); the profile is written when SIGTERM's shutdown exits.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      join(root, 'server', 'start.mjs'),
    ],
    {
      cwd: root,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        SEED_DEMO_DATA: 'false',
        SKIP_CONSOLE_BUILD: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const server = {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
  for (let waited = 0; !(await isReady(origin)); waited += 100) {
    if (child.exitCode !== null || waited > 120_000) throw new Error('The server did not start');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const window = { from: Number.POSITIVE_INFINITY, to: 0 };
  try {
    const baseUrl = server.origin;
    const token = (await loginWithPassword(baseUrl, 'editor', 'editor')).accessToken;
    const headers = { authorization: `Bearer ${token}`, 'x-product': 'main' };
    const movieBase = '/api/catalog/content/urn/resource/catalog/movie';
    const list = async (status: string) => {
      const response = await fetch(`${baseUrl}${movieBase}?st=${status}&pageSize=1000`, {
        headers,
      });
      return ((await response.json()) as { data: { id: string; key: string; ut: string }[] }).data;
    };
    let from = 0;
    const loadStarts = () => {
      from = nowMicros();
    };
    const loadEnds = () => {
      window.from = Math.min(window.from, from);
      window.to = nowMicros();
    };
    // The get, list and search rows as `npm run bench` drives them.
    const ids = KINDS.includes('get') ? (await list('published')).map((item) => item.id) : [];
    const reads: Record<string, (n: number) => string> = {
      get: (n) => `${movieBase}/${ids[n % ids.length]}`,
      list: (n) =>
        `${movieBase}?st=published&sortBy=ut&sortOrder=desc&pageSize=25&pageNumber=${(n % 40) + 1}`,
      search: (n) =>
        `/api/search/content/search?term=${SEARCH_TERMS[n % SEARCH_TERMS.length] ?? 'river'}&pageSize=25&pageNumber=${(Math.floor(n / SEARCH_TERMS.length) % 3) + 1}`,
    };
    for (const [kind, pathOf] of Object.entries(reads)) {
      if (!KINDS.includes(kind)) continue;
      let n = 0;
      const options: autocannon.Options = {
        url: baseUrl,
        connections: 10,
        duration: SECONDS,
        headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf((n += 1)) }) }],
      };
      await once({ ...options, duration: 2 });
      loadStarts();
      const [result, cpu] = await withCpu(child.pid ?? 0, () => once(options));
      loadEnds();
      console.log(
        `${kind}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ${cpu}`,
      );
    }
    if (KINDS.includes('update')) {
      const state = (await list('draft')).map((d) => ({ id: d.id, key: d.key, ut: d.ut }));
      loadStarts();
      const [result, cpu] = await withCpu(child.pid ?? 0, () =>
        once({
          url: baseUrl,
          connections: 10,
          duration: SECONDS,
          headers: { ...headers, 'content-type': 'application/json' },
          requests: [draftEditRequest(state, movieBase)],
        }),
      );
      loadEnds();
      console.log(
        `update: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ${cpu}`,
      );
    }
  } finally {
    await server.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
  if (PROFILE) {
    const files = readdirSync(profileDir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => join(profileDir, name));
    // The main thread's profile is the largest (the checkpoint worker's is small).
    const main = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
    if (!main) throw new Error(`No profile written in ${profileDir}`);
    summarise(main, window);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
