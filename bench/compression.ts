import zlib from 'node:zlib';
import { sql } from 'kysely';
import { brotliParams } from '../server/src/http/compression.ts';
import { createTestApp } from '../server/test/test-app.ts';

// `npx tsx bench/compression.ts`: what each way of compressing a public answer costs and saves,
// on the real answers of a seeded site with BENCH_EXTRA_ROWS (1,000) extra destinations. Prints
// the compressed size and the CPU time per answer (median of many runs) for brotli qualities
// 0-11, gzip levels 1, 6 and 9, so the on-demand setting in http/compression.ts is chosen by
// measurement, not by habit.
const extraRows = Number(process.env.BENCH_EXTRA_ROWS ?? 1000);
const t = await createTestApp({ seedDemo: true });
await sql`
  insert into destinations (title, category, short_description, description, latitude, longitude, image)
  select 'Tempat ' || md5(i::text), (array['beaches', 'culture', 'nature', 'adventure'])[1 + i % 4],
         'Deskripsi singkat ' || md5((i * 7)::text), repeat(md5((i * 3)::text) || ' ', 4), -5.0, 119.3,
         (select image from destinations order by id limit 1)
  from generate_series(1, ${extraRows}::int) as i`.execute(t.db);

const answers: Record<string, string> = {
  home: '/api/home',
  'destinations list': '/api/destinations',
  'destinations, 100 a page': '/api/destinations?limit=100',
  packages: '/api/packages',
  articles: '/api/articles',
};

const methods: Record<string, (body: Buffer) => Buffer> = {};
// With the server's own options: a window fitted to the answer (brotli's setup cost grows with it).
for (const quality of [0, 1, 2, 3, 4, 5, 6, 9, 11]) methods[`br q${quality}`] = (body) => zlib.brotliCompressSync(body, brotliParams(quality, body.length));
for (const level of [1, 6, 9]) methods[`gzip ${level}`] = (body) => zlib.gzipSync(body, { level });

function medianMs(run: () => void): number {
  const times: number[] = [];
  const deadline = performance.now() + 400;
  while (times.length < 20 || (performance.now() < deadline && times.length < 2000)) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

try {
  for (const [name, url] of Object.entries(answers)) {
    const res = await fetch(t.baseUrl + url, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    console.log(`\n${name} (${url}): ${body.length} bytes`);
    for (const [method, compress] of Object.entries(methods)) {
      const size = compress(body).length;
      console.log(`  ${method.padEnd(16)} ${String(size).padStart(7)} bytes  ${medianMs(() => compress(body)).toFixed(3)} ms`);
    }
  }
} finally {
  await t.close();
}
