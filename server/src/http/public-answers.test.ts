import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';

let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  image = (await uploadImages(t, 1))[0]!.filename;
  // A little of everything the public pages show.
  const admin = t.users.admin.token;
  for (let i = 1; i <= 13; i += 1) {
    await t.request('POST', '/api/destinations', { token: admin, body: destination(`Pantai Uji ${i}`) });
  }
  await t.request('POST', '/api/culture', { token: admin, body: { title: 'Tari Uji', category: 'dance', description: 'Tarian penyambutan tamu.' } });
  for (const name of ['Paket Uji Satu', 'Paket Uji Dua']) {
    await t.request('POST', '/api/packages', {
      token: admin,
      body: { name, description: 'Keliling pulau.', duration: '1 hari', minPersons: 1, maxPersons: 10, price: 100000, whatsappContact: '6281234567890' },
    });
  }
  await t.request('POST', '/api/transportation', {
    token: admin,
    body: { name: 'KM Uji', phone: '0812-4190-3377', departureTime: '07:00', dockLocation: 'Dermaga Kayu Bangkoa', duration: '60 menit' },
  });
});

function destination(title: string) {
  return {
    title,
    category: 'beaches',
    shortDescription: 'Pantai berpasir putih di barat pulau.',
    description: 'Pantai ini berpasir putih, airnya jernih dan tenang, cocok untuk berenang bersama keluarga.',
    location: { lat: -5.0012, lng: 119.2937 },
    image,
  };
}
afterAll(() => t.close());

/** The raw bytes as sent on the wire (fetch would decode them), with their headers. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.baseUrl + url, { headers: { 'accept-encoding': 'identity', ...headers } });
  // Node's fetch decodes bodies itself; read the encoding it saw and re-encode nothing.
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A request through node:http, so the compressed bytes arrive undecoded. */
async function wire(url: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(t.baseUrl + url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed public answers', () => {
  it('decode to the same bytes in brotli, gzip and none, with one ETag', async () => {
    const url = '/api/destinations?limit=12';
    const plain = await wire(url, { 'accept-encoding': 'identity' });
    const br = await wire(url, { 'accept-encoding': 'br' });
    const gzip = await wire(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 304 to a matching ETag on both doors', async () => {
    for (const url of ['/api/packages', trpcQueryUrl('packages.list', { limit: 3 })]) {
      const first = await raw(url);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await raw(url, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('says whether a public read came from the kept answers or was made anew', async () => {
    const url = '/api/culture?limit=5&_=x-cache';
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) seen.push((await raw(url)).headers.get('x-cache'));
    // Kept from the second asking on (see PublicCache.answerFor), served from memory after that.
    expect(seen[0]).toBe('miss');
    expect(seen.at(-1)).toBe('hit');
    const staff = await raw(url, { authorization: `Bearer ${t.users.admin.token}` });
    expect(staff.headers.get('x-cache')).toBeNull();
    await t.request('POST', '/api/culture', { token: t.users.admin.token, body: { title: 'Tari Baru', category: 'dance', description: 'Tarian panen.' } });
    expect((await raw(url)).headers.get('x-cache')).toBe('miss');
  });

  it('compresses staff answers too, but never keeps them', async () => {
    const staff = await wire('/api/destinations?limit=12', { 'accept-encoding': 'br', authorization: `Bearer ${t.users.admin.token}` });
    expect(staff.headers['content-encoding']).toBe('br');
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    expect(staff.headers.etag).toBeUndefined();
  });
});

describe('the cache stays right under writes', () => {
  const admin = () => t.users.admin.token;

  /** Reads twice (so the second may come from memory), then writes, then expects the change. */
  async function seenAfterWrite(url: string, write: () => Promise<unknown>, check: (body: any) => void) {
    await raw(url);
    await raw(url);
    await write();
    const after = await raw(url);
    check(JSON.parse(after.text));
  }

  it('a created destination appears in the list and on its page', async () => {
    let id = 0;
    await seenAfterWrite(
      '/api/destinations?search=Gosong%20Uji',
      async () => {
        const res = await t.request('POST', '/api/destinations', {
          token: admin(),
          body: destination('Gosong Uji'),
        });
        id = res.body.data.id;
      },
      (body) => expect(body.data.destinations.map((d: { title: string }) => d.title)).toEqual(['Gosong Uji']),
    );
    await seenAfterWrite(
      `/api/destinations/${id}`,
      () => t.request('PUT', `/api/destinations/${id}`, { token: admin(), body: { title: 'Gosong Uji Baru' } }),
      (body) => expect(body.data.title).toBe('Gosong Uji Baru'),
    );
    await seenAfterWrite(
      `/api/destinations/${id}`,
      () => t.request('DELETE', `/api/destinations/${id}`, { token: admin() }),
      (body) => expect(body.success).toBe(false),
    );
  });

  it('settings, facilities, boats and testimonials show at once on the home page', async () => {
    await seenAfterWrite(
      '/api/home',
      () => t.request('PUT', '/api/settings/category/general', { token: admin(), body: { island_name: 'Pulau Segar' } }),
      (body) => expect(body.data.settings.general.island_name).toBe('Pulau Segar'),
    );
    await seenAfterWrite(
      trpcQueryUrl('home.get'),
      () => t.request('POST', '/api/settings/facilities', { token: admin(), body: { icon: '⚓', label: 'Dermaga Baru', available: true } }),
      (body) => expect(body.result.data.facilities.map((f: { label: string }) => f.label)).toContain('Dermaga Baru'),
    );
    const boat = (await t.request('GET', '/api/home/transportation')).body.data[0];
    await seenAfterWrite(
      '/api/home',
      () => t.request('PATCH', `/api/transportation/${boat.id}/status`, { token: admin(), body: { status: 'inactive' } }),
      (body) => expect(body.data.transportation.map((b: { id: number }) => b.id)).not.toContain(boat.id),
    );
    const sent = await t.request('POST', '/api/testimonials', { body: { name: 'Tamu Segar', star: 5, message: 'Indah sekali.' } });
    await seenAfterWrite(
      '/api/home',
      () => t.request('PATCH', `/api/testimonials/${sent.body.data.id}/display`, { token: admin(), body: { is_displayed: true } }),
      (body) => expect(body.data.testimonials.map((x: { name: string }) => x.name)).toContain('Tamu Segar'),
    );
  });

  it('culture and packages lists follow their writes', async () => {
    const culture = (await t.request('GET', '/api/culture?limit=1')).body.data.cultures[0];
    await seenAfterWrite(
      '/api/culture?limit=1',
      () => t.request('PUT', `/api/culture/${culture.id}`, { token: admin(), body: { title: 'Budaya Diperbarui' } }),
      (body) => expect(body.data.cultures[0].title).toBe('Budaya Diperbarui'),
    );
    const pkg = (await t.request('GET', '/api/packages?limit=100')).body.data.packages[0];
    await seenAfterWrite(
      '/api/packages?limit=100',
      () => t.request('DELETE', `/api/packages/${pkg.id}`, { token: admin() }),
      (body) => expect(body.data.packages.map((p: { id: number }) => p.id)).not.toContain(pkg.id),
    );
  });

  it('a write nothing public shows (a contact message) drops nothing and tells no other instance', async () => {
    const told: (readonly string[])[] = [];
    t.deps.publicCache!.onInvalidate(async (tags) => {
      told.push(tags);
    });
    const sent = await t.request('POST', '/api/contact', {
      body: { name: 'Tamu Diam', email: 'tamu@contoh.id', subject: 'Tanya', message: 'Apakah dermaga buka setiap hari?' },
    });
    expect(sent.status).toBe(201);
    expect(told).toEqual([]);
    const pkg = (await t.request('GET', '/api/packages?limit=1')).body.data.packages[0];
    await t.request('PUT', `/api/packages/${pkg.id}`, { token: admin(), body: { name: pkg.name } });
    expect(told).toEqual([['packages']]);
  });

  it('a refused write invalidates nothing and a signed-in read never fills the cache', async () => {
    const url = '/api/packages?limit=2';
    const before = await raw(url);
    await t.request('DELETE', '/api/packages/999999', { token: admin() });
    const after = await raw(url);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    const staff = await raw('/api/testimonials?limit=50', { authorization: `Bearer ${admin()}` });
    const visitor = await raw('/api/testimonials?limit=50');
    expect(JSON.parse(staff.text).data.testimonials.length).toBeGreaterThanOrEqual(JSON.parse(visitor.text).data.testimonials.length);
    expect(JSON.parse(visitor.text).data.testimonials.every((x: { is_displayed: boolean }) => x.is_displayed)).toBe(true);
  });
});

// Two instances behind one address share one PostgreSQL; a write on one is seen on the other.
describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ sharing: t });
  });
  afterAll(() => second.close());

  it('drops the other instance’s cached answer when one instance writes', async () => {
    const url = '/api/packages?limit=100';
    const read = async (app: TestApp) => JSON.parse(await (await fetch(app.baseUrl + url)).text()).data.packages as { id: number; name: string }[];
    const target = (await read(second))[0]!;
    await read(second);
    const renamed = await t.request('PUT', `/api/packages/${target.id}`, { token: t.users.admin.token, body: { name: 'Paket Dua Instans' } });
    expect(renamed.status).toBe(200);
    await expect.poll(async () => (await read(second)).find((p) => p.id === target.id)?.name, { timeout: 5000 }).toBe('Paket Dua Instans');
  });
});
