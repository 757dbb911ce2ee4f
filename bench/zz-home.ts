import { sql } from 'kysely';
import { QueryCounter } from '../server/test/query-counter.ts';
import { createTestApp } from '../server/test/test-app.ts';
const q = new QueryCounter();
const t = await createTestApp({ seedDemo: true, dbPlugins: [q] });
await sql`insert into destinations (title, category, short_description, description, latitude, longitude, image)
  select 'Tempat ' || md5(i::text), (array['beaches', 'culture', 'nature', 'adventure'])[1 + i % 4],
         'Deskripsi singkat ' || md5((i * 7)::text), repeat(md5((i * 3)::text) || ' ', 4), -5.0, 119.3,
         (select image from destinations order by id limit 1) from generate_series(1, 1000) as i`.execute(t.db);
await sql`vacuum analyze`.execute(t.db);
let n = 0;
for (const url of ['/api/home', '/api/destinations', '/api/packages', '/api/home', '/api/destinations']) {
  const before = q.count;
  const started = performance.now();
  const N = 150;
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const res = await fetch(`${t.baseUrl}${url}?nonce=${n++}`, { headers: { 'accept-encoding': 'identity' } });
    bytes = (await res.arrayBuffer()).byteLength;
  }
  console.log(url, ((performance.now() - started) / N).toFixed(2), 'ms/req', (q.count - before) / N, 'queries', bytes, 'bytes');
}
const body = await (await fetch(`${t.baseUrl}/api/home?x=1`)).json() as any;
for (const [k, v] of Object.entries(body.data)) console.log(k, JSON.stringify(v).length);
for (const [k, v] of Object.entries(body.data.settings)) console.log('  settings.' + k, JSON.stringify(v).length);
await t.close();
