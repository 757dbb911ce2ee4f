import pg from 'pg';
import { createOwnPostgres, postgresBinDir } from '../server/test/support/own-postgres.ts';
import { signIn, startServerProcess } from '../server/test/support/server-process.ts';

// `npm run fault`: the server process on a PostgreSQL of its own, FAULT_WRITERS (20) clients
// writing without pause, and FAULT_OUTAGES (10) stops of the database for FAULT_DOWN_MS (3000)
// each. Prints the answers by status, the slowest answer, the time to serve again after each
// restart, whether the process stayed up and whether every acknowledged write is stored.
const OUTAGES = Number(process.env.FAULT_OUTAGES ?? 10);
const DOWN_MS = Number(process.env.FAULT_DOWN_MS ?? 3000);
const WRITERS = Number(process.env.FAULT_WRITERS ?? 20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bin = postgresBinDir();
if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
const postgres = await createOwnPostgres(bin);
const server = await startServerProcess({ DATABASE_URL: postgres.url, LOG_LEVEL: 'fatal' });
try {
  const token = await signIn(server.baseUrl);
  const acknowledged: string[] = [];
  const statuses = new Map<string, number>();
  let slowest = 0;
  let writing = true;
  let n = 0;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const writer = async () => {
    while (writing) {
      const label = `Gangguan ${n++}`;
      const started = performance.now();
      try {
        const res = await fetch(`${server.baseUrl}/api/settings/facilities`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ icon: '⛵', label }),
        });
        await res.arrayBuffer();
        slowest = Math.max(slowest, performance.now() - started);
        count(`${res.status}${res.status === 503 && !res.headers.get('retry-after') ? ' without Retry-After' : ''}`);
        if (res.status === 201) acknowledged.push(label);
        else await sleep(100);
      } catch {
        count('no answer');
        await sleep(100);
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  const recoveries: number[] = [];
  for (let i = 0; i < OUTAGES; i++) {
    await sleep(1000);
    postgres.stop();
    await sleep(DOWN_MS);
    postgres.start();
    const started = performance.now();
    while ((await fetch(`${server.baseUrl}/api/health`)).status !== 200) await sleep(50);
    recoveries.push(Math.round(performance.now() - started));
  }
  await sleep(1000);
  writing = false;
  await Promise.all(writers);

  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query<{ label: string }>('select label from facilities');
  await client.end();
  const stored = new Set(rows.map((row) => row.label));
  console.log(`${OUTAGES} outages of ${DOWN_MS} ms under ${WRITERS} writers`);
  console.log(`answers: ${[...statuses].map(([k, v]) => `${k}: ${v}`).join(', ')}; slowest ${Math.round(slowest)} ms`);
  console.log(`serving again after restart (ms): ${recoveries.join(', ')}`);
  console.log(`process still up: ${server.exitCode() === null}; acknowledged: ${acknowledged.length}; lost: ${acknowledged.filter((l) => !stored.has(l)).length}`);
} finally {
  await server.terminate();
  server.cleanup();
  postgres.remove();
}
