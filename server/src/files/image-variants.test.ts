import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';
import { variantName } from './image-variants.ts';

let t: TestApp;
let name: string;
beforeAll(async () => {
  t = await createTestApp();
  // A wide photograph carrying EXIF with a GPS position, as a phone camera writes it.
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 30, g: 140, b: 190 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitude: '5/1 0/1 0/1' } })
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pantai.jpg');
  const res = await t.request('POST', '/api/files/upload', { token: t.users.admin.token, body: form });
  expect(res.status).toBe(201);
  name = res.body.files[0].filename;
});
afterAll(() => t.close());

async function fetchImage(url: string) {
  const res = await fetch(t.baseUrl + url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('image variants', () => {
  it('makes WebP copies at 480, 960 and 1600 px at upload, without metadata', async () => {
    for (const width of [480, 960, 1600] as const) {
      expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', variantName(name, width)))).toBe(true);
      const { res, bytes } = await fetchImage(`/uploads/${name}?w=${width}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('serves the original for any other width, and makes a missing copy on first request', async () => {
    const original = await fetchImage(`/uploads/${name}?w=123`);
    expect(original.res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(original.bytes).metadata()).width).toBe(2000);

    fs.rmSync(path.join(t.config.dataDir, 'uploads', variantName(name, 960)));
    const remade = await fetchImage(`/api/files/upload/${name}?w=960`);
    expect(remade.res.status).toBe(200);
    expect((await sharp(remade.bytes).metadata()).width).toBe(960);
  });

  it('never makes a copy wider than the original', async () => {
    const [small] = await uploadImages(t, 1);
    const copy = await fetchImage(`/uploads/${small!.filename}?w=1600`);
    expect(copy.res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(copy.bytes).metadata()).width).toBe(32);
  });
});
