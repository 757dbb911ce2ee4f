import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { CPU_BUDGETS, type CpuSampler, cpuSampler } from './cpu.ts';
import { BEACON, BENCH_MIDTRANS_KEY, type BenchEndpoint, ENDPOINTS, WRITES } from './endpoints.ts';
import { addDays } from '@island/shared';

// `npm run bench`: requests per second, p50 and p99 latency of the main endpoints, each beside a
// ceiling route that sends a constant body of the same size, in the same run; for 1,000 and
// 20,000 destinations, on the embedded database and (when one answers at BENCH_POSTGRES_URL or
// 127.0.0.1:5432) on PostgreSQL; with the server's resident memory and start time.
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const SIZES = (process.env.BENCH_ROWS ?? '1000,20000').split(',').map(Number);
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Which databases to run on: `pglite,postgres` (PostgreSQL only when one answers). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** Only the endpoints and writes whose name matches (a regular expression), e.g. `home|search`. */
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '.', 'i');
/** Which variants of a public read to measure (see VARIANTS). */
const WANTED = (process.env.BENCH_VARIANTS ?? 'cached br,cached,uncached br,uncached').split(',');
/** `BENCH_WRITES=0` leaves the public writes out. */
const WITH_WRITES = process.env.BENCH_WRITES !== '0';
/**
 * `BENCH_BEACONS=1` measures the public reads a second time while visitor beacons flow beside
 * them, and prints both figures side by side: what counting visitors costs the reads. The flow
 * is BENCH_BEACON_RATE beacons a second (50 by default: some four million page views a day, far
 * beyond a village's site); `BENCH_BEACON_RATE=0` sends them as fast as the server takes them.
 */
const WITH_BEACONS = process.env.BENCH_BEACONS === '1';
const BEACON_RATE = Number(process.env.BENCH_BEACON_RATE ?? 50);
const BEACON_CONNECTIONS = 5;
const base = `http://127.0.0.1:${PORT}`;
/** What a browser sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/**
 * The four ways a public read is measured: from the cache or made anew each time, with a
 * browser's Accept-Encoding or with none. Staff reads are never cached: measured as they come.
 */
const VARIANTS = [
  { label: 'cached br', bust: false, br: true },
  { label: 'cached', bust: false, br: false },
  { label: 'uncached br', bust: true, br: true },
  { label: 'uncached', bust: true, br: false },
].filter((v) => WANTED.includes(v.label));

let requestNumber = 0;
let searchNumber = 0;
/**
 * A term never asked before in this run: the 4,096 three-character hexadecimal terms first, then
 * four characters. Each is found in some of the bulk rows' titles (md5 digests), a different set
 * each time, as a visitor typing would; none can be answered from a kept match count.
 */
function newSearchTerm(): string {
  const n = searchNumber++;
  return n < 4096 ? n.toString(16).padStart(3, '0') : (n % 65536).toString(16).padStart(4, '0');
}
/** A path nobody asked before: a nonce the cache keys on, and for a search a new term too. */
function bustedPath(endpoint: BenchEndpoint): string {
  requestNumber += 1;
  const nonce = `${process.pid}-${requestNumber}`;
  let path = endpoint.path;
  if (endpoint.bust === 'search') path = path.replace(/search=[^&]*/, `search=${newSearchTerm()}`);
  return `${path}${path.includes('?') ? '&' : '?'}_=${nonce}`;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors. */
  failed: number;
  /** Requests answered during the measurement. */
  requests: number;
  /** Milliseconds of CPU per request, when a sampler watched the measurement. */
  cpu?: { server: number; database: number };
}

async function measure(
  url: string,
  headers: Record<string, string>,
  options: { path?: () => string; method?: 'POST'; body?: string; bodyOf?: (n: number) => string; cpu?: CpuSampler } = {},
): Promise<Figures> {
  const { path: nextPath, method, body, bodyOf, cpu } = options;
  const before = await cpu?.sample();
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    ...(method ? { method, body } : {}),
    ...(nextPath ? { requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] } : {}),
    ...(bodyOf ? { requests: [{ setupRequest: (req) => ({ ...req, body: bodyOf(n++) }) }] } : {}),
  });
  const after = await cpu?.sample();
  const requests = result.requests.total;
  const perRequest =
    before && after && requests > 0 ? { server: (after.server - before.server) / requests, database: (after.database - before.database) / requests } : undefined;
  // Refused requests (503 when the machine is too busy, see load-shedding.ts) are counted, not fatal.
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors, requests, cpu: perRequest };
}

/** Beacons sent without pause until stopped; answers how many the server took (204) per second. */
function startBeaconFlow(): { stop: () => Promise<{ perSecond: number; refused: number }> } {
  const bodyOf = BEACON.body as (n: number) => Record<string, unknown>;
  let n = 0;
  const started = Date.now();
  let finish: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: base + BEACON.path,
      connections: BEACON_CONNECTIONS,
      duration: 24 * 3600,
      ...(BEACON_RATE > 0 ? { overallRate: BEACON_RATE } : {}),
      method: 'POST',
      // As navigator.sendBeacon sends a string body.
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...BEACON.headers },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf(n++)) }) }],
    },
    (_error, result) => finish(result),
  );
  return {
    stop: async () => {
      instance.stop();
      const result = await done;
      const seconds = (Date.now() - started) / 1000;
      return { perSecond: (result.requests.total - result.non2xx) / seconds, refused: result.non2xx + result.errors };
    },
  };
}

/** `ratio (p99 ms)` of a figure against its ceiling. */
const cell = (real: Figures, ceiling: Figures) =>
  `${(real.rps / ceiling.rps).toFixed(2)} (${real.p99})${real.failed > 0 ? ` ${real.failed} failed` : ''}`;

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The server's own account of its memory, asked over the IPC channel. */
function memoryOf(server: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    const onMessage = (m: { memory?: NodeJS.MemoryUsage }) => {
      if (!m.memory) return;
      server.off('message', onMessage);
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = m.memory;
      resolve(`${MiB(rss)} resident (V8 heap ${MiB(heapUsed)} used of ${MiB(heapTotal)}, external ${MiB(external)} of which array buffers ${MiB(arrayBuffers)})`);
    };
    server.on('message', onMessage);
    server.send('memory');
  });
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A database of its own for one configuration; dropped afterwards. */
async function postgresDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `island_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function runConfiguration(label: string, rows: number, database: { url: string; name: string } | undefined) {
  const databaseUrl = database?.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-pass-1',
    DEMO_PASSWORD: 'bench-pass-2',
    BENCH_EXTRA_ROWS: String(rows),
    // As `npm run serve` and the Docker image run the server (docs/performance.md, Memory).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    // The public writes are measured from one address: its hourly limit is not what is measured.
    PUBLIC_FORM_MAX_PER_HOUR: '100000000',
    PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '100000000',
    BEACON_MAX_PER_5_MIN: '100000000',
    PAYMENT_NOTIFICATION_MAX_PER_MIN: '100000000',
    // Payments on, so the provider's notification route is measured (its notifications are signed
    // with this key; a waiting status never makes the server call the provider).
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: BENCH_MIDTRANS_KEY,
    MIDTRANS_API_URL: 'http://127.0.0.1:9',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = fork(BENCH_SERVER, { env, execArgv: serverNodeFlags(env), stdio: 'inherit' });
  type Ready = { token: string; startMs: number; bookingPackageId: number; today: string };
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (m: Ready) => resolve(m));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const atStart = await memoryOf(server);
  const cpu = await cpuSampler(server.pid!, database ? { url: POSTGRES, database: database.name } : undefined);
  const budgetOf = (name: string) => CPU_BUDGETS[name]?.[database ? 'postgres' : 'pglite'];
  const cpuTable: string[][] = [['request (browser encodings)', 'kept: server + db ms', 'made anew: server + db ms', 'budget', '']];
  const cpuCell = (f?: Figures) => (f?.cpu ? `${f.cpu.server.toFixed(2)} + ${f.cpu.database.toFixed(2)} = ${(f.cpu.server + f.cpu.database).toFixed(2)}` : '');
  const cpuRow = (name: string, kept: Figures | undefined, anew: Figures | undefined) => {
    const budget = budgetOf(name);
    const total = anew?.cpu ? anew.cpu.server + anew.cpu.database : undefined;
    const verdict = budget === undefined || total === undefined ? '' : total <= budget ? 'within' : 'OVER';
    cpuTable.push([name, cpuCell(kept), cpuCell(anew), budget === undefined ? '' : `≤ ${budget}`, verdict]);
  };
  const header = ['endpoint', 'bytes', 'ceiling req/s (p99)', ...VARIANTS.flatMap((v) => [`${v.label} req/s`, `${v.label} ratio (p99 ms)`])];
  const table: string[][] = [header];
  try {
    // `{package}`, `{today}` and `{today+N}` name the bench's package and the island's dates.
    const fill = (text: string) =>
      text
        .replaceAll('{package}', String(ready.bookingPackageId))
        .replace(/\{today(?:\+(\d+))?\}/g, (_, days?: string) => addDays(ready.today, Number(days ?? 0)));
    for (const listed of ENDPOINTS.filter((e) => ONLY.test(e.name))) {
      const endpoint = { ...listed, path: fill(listed.path) };
      const auth: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${ready.token}` } : {};
      const sample = await fetch(base + endpoint.path, { headers: { ...auth, 'accept-encoding': 'identity' } });
      if (!sample.ok) throw new Error(`${endpoint.path} answered ${sample.status}`);
      const bytes = (await sample.arrayBuffer()).byteLength;
      const ceiling = await measure(`${base}/bench/ceiling?bytes=${bytes}`, {});
      const row = [`GET ${listed.path}`, String(bytes), `${ceiling.rps.toFixed(0)} (${ceiling.p99})`];
      const byVariant = new Map<string, Figures>();
      for (const variant of VARIANTS) {
        // A staff read is never cached: one variant says all; a read without `bust` has no other.
        const alike = endpoint.auth || !endpoint.bust ? variant.bust : false;
        if (alike) {
          row.push('', '');
          continue;
        }
        const headers = { ...auth, ...(variant.br ? { 'accept-encoding': BROWSER_ENCODINGS } : {}) };
        const real = await measure(base + endpoint.path, headers, { cpu, ...(variant.bust ? { path: () => bustedPath(endpoint) } : {}) });
        byVariant.set(variant.label, real);
        row.push(real.rps.toFixed(0), cell(real, ceiling));
      }
      table.push(row);
      // A staff read or one kept under its own key has one figure: it is what a request costs.
      const single = endpoint.auth || !endpoint.bust;
      cpuRow(listed.name, single ? undefined : byVariant.get('cached br'), single ? byVariant.get('cached br') : byVariant.get('uncached br'));
    }
    const beside: string[][] = [['public read (br)', 'req/s alone (p99 ms)', 'req/s with beacons (p99 ms)', 'ratio']];
    let beaconFigures = '';
    if (WITH_BEACONS) {
      const reads = ENDPOINTS.filter((e) => ONLY.test(e.name) && !e.auth).map((e) => ({ ...e, path: fill(e.path) }));
      const headers = { 'accept-encoding': BROWSER_ENCODINGS };
      const variants = [false, true].filter((bust) => WANTED.includes(bust ? 'uncached br' : 'cached br'));
      const alone = new Map<string, Figures>();
      const key = (path: string, bust: boolean) => `${path} ${bust ? 'uncached' : 'cached'}`;
      for (const e of reads) for (const bust of variants) if (!bust || e.bust) alone.set(key(e.path, bust), await measure(base + e.path, headers, bust ? { path: () => bustedPath(e) } : {}));
      const flow = startBeaconFlow();
      const withBeacons = new Map<string, Figures>();
      for (const e of reads) for (const bust of variants) if (!bust || e.bust) withBeacons.set(key(e.path, bust), await measure(base + e.path, headers, bust ? { path: () => bustedPath(e) } : {}));
      const flowed = await flow.stop();
      beaconFigures = `beacons beside the reads: ${flowed.perSecond.toFixed(0)} counted per second over ${BEACON_CONNECTIONS} connections${flowed.refused > 0 ? `, ${flowed.refused} refused` : ''}`;
      for (const [name, a] of alone) {
        const b = withBeacons.get(name)!;
        beside.push([`GET ${name}`, `${a.rps.toFixed(0)} (${a.p99})`, `${b.rps.toFixed(0)} (${b.p99})`, (b.rps / a.rps).toFixed(2)]);
      }
    }
    const writes: string[][] = [['public write', 'req/s', 'ratio to the ceiling (p99 ms)']];
    if (WITH_WRITES) {
      for (const write of WRITES.filter((w) => ONLY.test(w.name))) {
        const { body } = write;
        const sent = typeof body === 'function' ? { bodyOf: (n: number) => fill(JSON.stringify(body(n))) } : { body: JSON.stringify(body) };
        const ceiling = await measure(`${base}/bench/ceiling?bytes=100`, {});
        const real = await measure(base + write.path, { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS, ...write.headers }, { method: 'POST', cpu, ...sent });
        writes.push([`POST ${write.path} (${write.name})`, real.rps.toFixed(0), cell(real, ceiling)]);
        cpuRow(write.name, undefined, real);
      }
    }
    const afterRun = await memoryOf(server);
    console.log(`\n## ${label}, ${rows.toLocaleString('en')} extra destinations`);
    printTable(table);
    if (writes.length > 1) printTable(writes);
    console.log('CPU per request in milliseconds (server process + PostgreSQL backends of its database):');
    printTable(cpuTable);
    if (beside.length > 1) {
      printTable(beside);
      console.log(beaconFigures);
    }
    console.log(`server start (database open, migrate, seed, app built): ${ready.startMs} ms`);
    console.log(`server memory at start: ${atStart}`);
    console.log(`server memory after the run: ${afterRun}`);
  } finally {
    await cpu.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((text, i) => (text ?? '').padEnd(widths[i]!)).join('  '));
  console.log('');
}

// Measured as `npm start` runs the server: bundled, by plain node with its heap flags.
await buildServer('bench/server.ts', 'bench-server');
const BENCH_SERVER = path.join(import.meta.dirname, '../server/dist/bench-server.js');
const withPostgres = await postgresAvailable();
for (const rows of SIZES) {
  if (DATABASES.includes('pglite')) await runConfiguration('embedded PGlite', rows, undefined);
  if (withPostgres && DATABASES.includes('postgres')) {
    const database = await postgresDatabase();
    try {
      await runConfiguration('PostgreSQL', rows, database);
    } finally {
      await database.drop();
    }
  }
}
console.log(
  `\n(${CONNECTIONS} connections, ${DURATION} s per measurement; ratio = endpoint req/s ÷ ceiling req/s in the same run, p99 in ms in brackets;` +
    ` "br" = sent with Accept-Encoding: ${BROWSER_ENCODINGS}; "uncached" = a new nonce, or a new search term, on every request)`,
);
