import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../files/storage.ts';
import { loadSharp } from '../files/sharp.ts';

export type DemoScene = 'beach' | 'sea' | 'village' | 'forest' | 'sunset' | 'reef' | 'food' | 'craft';

const PALETTES: Record<DemoScene, { sky: [string, string]; ground: string; accent: string }> = {
  beach: { sky: ['#8ecae6', '#e0f4ff'], ground: '#f4e1b5', accent: '#2a9d8f' },
  sea: { sky: ['#5fa8d3', '#cae9ff'], ground: '#1b6f8a', accent: '#ffffff' },
  village: { sky: ['#a8dadc', '#f1faee'], ground: '#c9a66b', accent: '#9c6644' },
  forest: { sky: ['#b7e4c7', '#e9f5db'], ground: '#40916c', accent: '#1b4332' },
  sunset: { sky: ['#f4a261', '#ffd6a5'], ground: '#264653', accent: '#e76f51' },
  reef: { sky: ['#48cae4', '#caf0f8'], ground: '#0077b6', accent: '#ff7b7b' },
  food: { sky: ['#ffe8d6', '#fff8f0'], ground: '#ddbea9', accent: '#cb997e' },
  craft: { sky: ['#e9edc9', '#fefae0'], ground: '#d4a373', accent: '#6b705c' },
};

function sceneSvg(scene: DemoScene, seed: number, width: number, height: number): string {
  const p = PALETTES[scene];
  const horizon = Math.round(height * (0.55 + ((seed % 7) - 3) * 0.02));
  const sunX = Math.round(width * (0.2 + ((seed * 37) % 60) / 100));
  const wave = (y: number, amp: number) =>
    `M0 ${y} ` +
    Array.from({ length: 9 }, (_, i) => `Q ${(i + 0.5) * (width / 8)} ${y + (i % 2 ? amp : -amp)} ${(i + 1) * (width / 8)} ${y}`).join(' ') +
    ` L${width} ${height} L0 ${height} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${Math.round(horizon * 0.45)}" r="${Math.round(height * 0.09)}" fill="#fff3b0" opacity="0.9"/>
  <path d="${wave(horizon, 10)}" fill="${p.accent}" opacity="0.35"/>
  <path d="${wave(horizon + 30, 14)}" fill="${p.ground}"/>
  <ellipse cx="${Math.round(width * 0.75)}" cy="${horizon + 8}" rx="${Math.round(width * 0.12)}" ry="${Math.round(height * 0.05)}" fill="${p.accent}" opacity="0.55"/>
</svg>`;
}

/**
 * Freely licensed photographs for demo content, by scene (credits and licences in the README),
 * stored in `demo-photos/` as 1600×1000 WebP. Each is used once per database; a scene that has
 * used its photographs gets painted landscapes, so no two items on a page share a picture.
 */
const PHOTOS: Record<DemoScene, readonly string[]> = {
  beach: ['volna', 'dune'],
  sea: ['summer-night', 'by-the-water', 'cold-ripple'],
  village: ['evening-glow'],
  forest: ['path', 'life', 'meadow'],
  sunset: ['sunset'],
  reef: ['aqua'],
  food: ['fig'],
  craft: ['brushes', 'wood'],
};
const PHOTO_DIR = path.join(import.meta.dirname, 'demo-photos');
const photosUsed = new WeakMap<FileStorage, Map<DemoScene, number>>();

function nextPhoto(storage: FileStorage, scene: DemoScene): string | undefined {
  let used = photosUsed.get(storage);
  if (!used) photosUsed.set(storage, (used = new Map()));
  const count = used.get(scene) ?? 0;
  used.set(scene, count + 1);
  return PHOTOS[scene][count];
}

/**
 * A picture for demo content, stored like an upload (WebP copies included on first request):
 * the scene's next unused photograph, or else a painted landscape in the scene's colours.
 */
export async function createDemoImage(storage: FileStorage, scene: DemoScene, seed: number): Promise<string> {
  const photo = nextPhoto(storage, scene);
  if (photo) return storage.save(await fs.readFile(path.join(PHOTO_DIR, `${photo}.webp`)), 'webp');
  return paintDemoImage(storage, scene, seed);
}

/**
 * Paints a simple landscape for demo content (sky, sun, sea or land in the scene's colours),
 * stores it like an upload and returns its stored name.
 */
export async function paintDemoImage(storage: FileStorage, scene: DemoScene, seed: number): Promise<string> {
  const svg = sceneSvg(scene, seed, 1200, 800);
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  return storage.save(bytes, 'jpg');
}

/**
 * Pictures for a list of demo items, in the order the list is shown: every item's main picture
 * first (so the cards of a list page get the photographs), then their galleries.
 */
export async function demoPictures(
  storage: FileStorage,
  items: readonly { scenes: readonly [DemoScene, ...DemoScene[]] }[],
  seedBase: number,
): Promise<{ image: string; gallery: string[] }[]> {
  const images: string[] = [];
  for (const [index, { scenes }] of items.entries()) images.push(await createDemoImage(storage, scenes[0], seedBase + index * 10));
  const galleries: string[][] = [];
  for (const [index, { scenes }] of items.entries()) {
    const gallery: string[] = [];
    for (const [i, scene] of scenes.slice(1).entries()) gallery.push(await createDemoImage(storage, scene, seedBase + index * 10 + i + 1));
    galleries.push(gallery);
  }
  return images.map((image, index) => ({ image, gallery: galleries[index] ?? [] }));
}
