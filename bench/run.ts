import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS } from './endpoints.ts';

// `npm run bench`: requests per second and p99 latency of the main endpoints, each beside a
// ceiling route that sends a constant body of the same size, in the same run.
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-pass-1', DEMO_PASSWORD: 'bench-pass-2' };
const server = fork(path.join(import.meta.dirname, 'server.ts'), { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
const token = await new Promise<string>((resolve, reject) => {
  server.once('message', (m: { token: string }) => resolve(m.token));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows: string[][] = [['endpoint', 'bytes', 'req/s', 'ceiling req/s', 'ratio', 'p99 ms', 'ceiling p99 ms']];
try {
  for (const endpoint of ENDPOINTS) {
    const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${token}` } : {};
    const sample = await fetch(base + endpoint.path, { headers });
    if (!sample.ok) throw new Error(`${endpoint.path} answered ${sample.status}`);
    const bytes = (await sample.arrayBuffer()).byteLength;
    const real = await measure(base + endpoint.path, headers);
    const ceiling = await measure(`${base}/bench/ceiling?bytes=${bytes}`, {});
    rows.push([
      `GET ${endpoint.path}`,
      String(bytes),
      real.rps.toFixed(0),
      ceiling.rps.toFixed(0),
      (real.rps / ceiling.rps).toFixed(2),
      String(real.p99),
      String(ceiling.p99),
    ]);
  }
  const rss = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  if (rss) console.log(`\nserver resident memory after the run: ${(Number(rss) / 1024).toFixed(0)} MiB`);
  console.log(`(${CONNECTIONS} connections, ${DURATION} s per measurement; ratio = endpoint req/s ÷ ceiling req/s)`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
