import { LIMITS } from '@island/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Uploads `count` small real JPEGs through POST /api/files/upload and answers what it stored. */
export async function uploadImages(t: TestApp, count: number): Promise<{ filename: string; url: string }[]> {
  const stored: { filename: string; url: string }[] = [];
  for (let start = 0; start < count; start += LIMITS.uploadMaxFiles) {
    const form = new FormData();
    for (let i = start; i < Math.min(count, start + LIMITS.uploadMaxFiles); i++) {
      const background = { r: (40 * i) % 256, g: 150, b: 200 };
      const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background } }).jpeg().toBuffer();
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `foto-${i}.jpg`);
    }
    const res = await t.request('POST', '/api/files/upload', { token: t.users.admin.token, body: form });
    expect(res.status).toBe(201);
    stored.push(...res.body.files);
  }
  return stored;
}
