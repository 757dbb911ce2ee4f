import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '5/1 30/1 0/1' } })
    .toBuffer();
}

function form(files: { bytes: Buffer; name: string; type?: string }[], field = 'files'): FormData {
  const data = new FormData();
  for (const f of files) data.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  return data;
}

describe('POST /api/files/upload', () => {
  it('stores an image under a generated name, strips its metadata and serves it on both paths', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await t.request('POST', '/api/files/upload', {
      token: t.users.contributor.token,
      body: form([{ bytes: original, name: 'pantai.jpg' }]),
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const [file] = res.body.files;
    expect(file.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(file.originalName).toBe('pantai.jpg');
    expect(file.url).toBe(`${t.baseUrl}/uploads/${file.filename}`);

    for (const url of [`/uploads/${file.filename}`, `/api/files/upload/${file.filename}`]) {
      const served = await fetch(t.baseUrl + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(file.size);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it('accepts up to five files in one request', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#e9c46a' } }).png().toBuffer();
    const res = await t.request('POST', '/api/files/upload', {
      token: t.users.msme.token,
      body: form(Array.from({ length: 5 }, (_, i) => ({ bytes: png, name: `p${i}.png`, type: 'image/png' }))),
    });
    expect(res.status).toBe(201);
    expect(res.body.files).toHaveLength(5);
    expect(res.body.files[0].filename).toMatch(/\.png$/);
  });

  it('refuses bytes that are not an image, whatever the name says', async () => {
    const res = await t.request('POST', '/api/files/upload', {
      token: t.users.admin.token,
      body: form([{ bytes: Buffer.from('#!/bin/sh\necho not an image\n'), name: 'foto.jpg' }]),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Semua file harus berupa gambar (JPG, PNG) dengan ukuran maksimal 5MB');
  });

  it('refuses a file whose header claims JPEG but whose body is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await t.request('POST', '/api/files/upload', { token: t.users.admin.token, body: form([{ bytes: fake, name: 'x.jpg' }]) });
    expect(res.status).toBe(400);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.request('POST', '/api/files/upload', { token: t.users.admin.token, body: form([{ bytes: big, name: 'big.jpg' }]) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('refuses more than five files and stores none of them', async () => {
    const jpg = await jpegWithGps();
    const res = await t.request('POST', '/api/files/upload', {
      token: t.users.admin.token,
      body: form(Array.from({ length: 6 }, (_, i) => ({ bytes: jpg, name: `f${i}.jpg` }))),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Maksimal 5 gambar diperbolehkan');
  });

  it('refuses anonymous uploads with 401', async () => {
    const res = await t.request('POST', '/api/files/upload', { body: form([{ bytes: await jpegWithGps(), name: 'a.jpg' }]) });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('serving uploads', () => {
  it.each(['..%2F..%2Fetc%2Fpasswd', '..%2Fjwt-secret', 'jwt-secret', '%2e%2e%2fdb', 'abc.jpg'])(
    'answers 404 for the name %s and never reads outside the upload folder',
    async (name) => {
      for (const prefix of ['/uploads/', '/api/files/upload/']) {
        const res = await fetch(`${t.baseUrl}${prefix}${name}`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('root:');
      }
    },
  );
});
