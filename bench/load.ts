import autocannon from 'autocannon';
import { createOwnPostgres, postgresBinDir } from '../server/test/support/own-postgres.ts';
import { ADMIN, signIn, startServerProcess } from '../server/test/support/server-process.ts';

// `npm run load`: the real server process under LOAD_CONNECTIONS (200) connections for
// LOAD_SECONDS (60) of mixed reads and writes (four public reads, then one staff write, per
// connection in turn). Prints the answers by status, errors, timeouts, p50/p99/max latency and
// whether every write the server acknowledged is stored. LOAD_DB=postgres runs it on a
// PostgreSQL of its own (Debian's binaries), otherwise on the embedded database.
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const onPostgres = process.env.LOAD_DB === 'postgres';

const postgres = onPostgres ? await createOwnPostgres(postgresBinDir() ?? 'missing PostgreSQL binaries') : null;
const server = await startServerProcess({
  SEED_DEMO: 'true',
  LOG_LEVEL: 'error',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  ...(process.env.MAX_IN_FLIGHT ? { MAX_IN_FLIGHT: process.env.MAX_IN_FLIGHT } : {}),
  ...(process.env.MAX_EVENT_LOOP_DELAY_MS ? { MAX_EVENT_LOOP_DELAY_MS: process.env.MAX_EVENT_LOOP_DELAY_MS } : {}),
}, 600_000);
try {
  const token = await signIn(server.baseUrl);
  const acknowledged = new Set<string>();
  let counter = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 20,
    requests: [
      { method: 'GET', path: '/api/home' },
      { method: 'GET', path: '/api/destinations?page=1' },
      { method: 'GET', path: '/api/packages' },
      { method: 'GET', path: '/api/destinations?search=pantai' },
      {
        method: 'POST',
        path: '/api/settings/facilities',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ icon: '⛵', label: `Beban ${process.pid}-${counter++}` }) }),
        onResponse: (status, body) => {
          if (status !== 201) return;
          const label = (JSON.parse(body) as { data?: { label?: string } }).data?.label;
          if (label) acknowledged.add(label);
        },
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(', ');
  console.log(`database: ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}; ${CONNECTIONS} connections × ${SECONDS} s (admin ${ADMIN.email})`);
  console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)}/s); statuses: ${statuses}`);
  console.log(`errors: ${result.errors}; timeouts (20 s): ${result.timeouts}`);
  console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  // The server may still be shedding right after the crowd leaves: ask until it answers.
  let listed = await fetch(`${server.baseUrl}/api/settings/facilities`, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 60 && listed.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    listed = await fetch(`${server.baseUrl}/api/settings/facilities`, { headers: { authorization: `Bearer ${token}` } });
  }
  const stored = new Set(((await listed.json()) as { data: { label: string }[] }).data.map((f) => f.label));
  const lost = [...acknowledged].filter((label) => !stored.has(label)).length;
  const health = await fetch(`${server.baseUrl}/api/health`);
  console.log(`writes acknowledged: ${acknowledged.size}; lost: ${lost}; health after: ${health.status}`);
} finally {
  await server.terminate();
  server.cleanup();
  postgres?.remove();
}
