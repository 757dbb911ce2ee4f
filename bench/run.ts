import { type ChildProcess, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { ENDPOINTS } from './endpoints.ts';
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
/** Only the endpoints whose name contains this (e.g. `booking`), for a quick look at one module. */
const ONLY = process.env.BENCH_ONLY;
const base = `http://127.0.0.1:${PORT}`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/** A POST's body per request; GETs send none. */
type BodyOf = ((n: number) => string) | undefined;

async function measure(url: string, headers: Record<string, string>, bodyOf?: BodyOf): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: bodyOf ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(bodyOf ? { method: 'POST' as const, requests: [{ setupRequest: (request) => ({ ...request, body: bodyOf(n++) }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

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
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `island_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function runConfiguration(label: string, rows: number, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-pass-1',
    DEMO_PASSWORD: 'bench-pass-2',
    BENCH_EXTRA_ROWS: String(rows),
    // The booking write is one address's thousands of requests: not the rate limit's business here.
    PUBLIC_FORM_MAX_PER_HOUR: '1000000000',
    // As `npm run serve` and the Docker image run the server (README, Performance).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
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
  const table: string[][] = [['endpoint', 'bytes', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'ceiling req/s', 'ceiling p99']];
  try {
    // `{package}`, `{today}` and `{today+N}` name the bench's package and the island's dates.
    const fill = (text: string) =>
      text
        .replaceAll('{package}', String(ready.bookingPackageId))
        .replace(/\{today(?:\+(\d+))?\}/g, (_, days?: string) => addDays(ready.today, Number(days ?? 0)));
    for (const endpoint of ENDPOINTS.filter((e) => !ONLY || e.name.includes(ONLY))) {
      const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${ready.token}` } : {};
      const path = fill(endpoint.path);
      const bodyOf: BodyOf = endpoint.body ? (n) => fill(JSON.stringify(endpoint.body!(n))) : undefined;
      const sample = await fetch(base + path, {
        method: endpoint.method ?? 'GET',
        headers: bodyOf ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(bodyOf ? { body: bodyOf(1_000_000_000) } : {}),
      });
      if (!sample.ok) throw new Error(`${path} answered ${sample.status}`);
      const bytes = (await sample.arrayBuffer()).byteLength;
      const real = await measure(base + path, headers, bodyOf);
      const ceiling = await measure(`${base}/bench/ceiling?bytes=${bytes}`, {});
      table.push([
        `${endpoint.method ?? 'GET'} ${endpoint.path}`,
        String(bytes),
        real.rps.toFixed(0),
        (real.rps / ceiling.rps).toFixed(2),
        String(real.p50),
        String(real.p99),
        ceiling.rps.toFixed(0),
        String(ceiling.p99),
      ]);
    }
    const afterRun = await memoryOf(server);
    console.log(`\n## ${label}, ${rows.toLocaleString('en')} extra destinations`);
    const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
    for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
    console.log(`server start (database open, migrate, seed, app built): ${ready.startMs} ms`);
    console.log(`server memory at start: ${atStart}`);
    console.log(`server memory after the run: ${afterRun}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
      await runConfiguration('PostgreSQL', rows, database.url);
    } finally {
      await database.drop();
    }
  }
}
console.log(`\n(${CONNECTIONS} connections, ${DURATION} s per measurement; ratio = endpoint req/s ÷ ceiling req/s in the same run)`);
