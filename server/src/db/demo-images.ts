import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../files/storage.ts';
import { loadSharp } from '../files/sharp.ts';
import { SERVER_DIR } from '../paths.ts';

export type DemoScene = 'beach' | 'sea' | 'village' | 'forest' | 'sunset' | 'reef' | 'food' | 'craft' | 'dance';

const PALETTES: Record<DemoScene, { sky: [string, string]; ground: string; accent: string }> = {
  beach: { sky: ['#8ecae6', '#e0f4ff'], ground: '#f4e1b5', accent: '#2a9d8f' },
  sea: { sky: ['#5fa8d3', '#cae9ff'], ground: '#1b6f8a', accent: '#ffffff' },
  village: { sky: ['#a8dadc', '#f1faee'], ground: '#c9a66b', accent: '#9c6644' },
  forest: { sky: ['#b7e4c7', '#e9f5db'], ground: '#40916c', accent: '#1b4332' },
  sunset: { sky: ['#f4a261', '#ffd6a5'], ground: '#264653', accent: '#e76f51' },
  reef: { sky: ['#48cae4', '#caf0f8'], ground: '#0077b6', accent: '#ff7b7b' },
  food: { sky: ['#ffe8d6', '#fff8f0'], ground: '#ddbea9', accent: '#cb997e' },
  craft: { sky: ['#e9edc9', '#fefae0'], ground: '#d4a373', accent: '#6b705c' },
  dance: { sky: ['#6d597a', '#e56b6f'], ground: '#355070', accent: '#eaac8b' },
};

/** A boat on the water line: hull, mast and one or two sails. */
function boat(x: number, y: number, size: number, hull: string, sail: string, masts = 1): string {
  const w = size * 2.2;
  let out = `<path d="M${x} ${y} L${x + w} ${y} L${x + w - size * 0.35} ${y + size * 0.45} L${x + size * 0.3} ${y + size * 0.45} Z" fill="${hull}"/>`;
  for (let m = 0; m < masts; m++) {
    const mx = x + w * (masts === 1 ? 0.5 : 0.35 + m * 0.3);
    out += `<path d="M${mx} ${y} L${mx} ${y - size * 1.5}" stroke="${hull}" stroke-width="${size * 0.06}"/>`;
    out += `<path d="M${mx + size * 0.05} ${y - size * 1.4} L${mx + size * 0.8} ${y - size * 0.15} L${mx + size * 0.05} ${y - size * 0.15} Z" fill="${sail}"/>`;
  }
  return out;
}

/**
 * What a painted picture shows besides sky and ground, so items of one kind still look like what
 * they are about (a boat on the sea, houses in the village, a bowl for food…) and differ by seed.
 */
function motif(scene: DemoScene, seed: number, width: number, height: number, horizon: number): string {
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const x0 = Math.round(width * (0.1 + r(1) * 0.3));
  const unit = height / 10;
  switch (scene) {
    case 'beach': {
      // A leaning palm on the sand.
      const bx = x0 + unit * 2;
      const by = horizon + unit * 2.2;
      const tx = bx + unit * (1 + r(2));
      const ty = by - unit * 4.2;
      const leaves = [-2.4, -1.6, -0.9, -0.2, 0.5]
        .map((a) => `<path d="M${tx} ${ty} q ${Math.cos(a) * unit * 1.4} ${Math.sin(a) * unit * 1.4 - unit * 0.3} ${Math.cos(a) * unit * 2.6} ${Math.sin(a) * unit * 2.2 + unit * 0.9}" stroke="#2d6a4f" stroke-width="${unit * 0.35}" fill="none" stroke-linecap="round"/>`)
        .join('');
      return `<path d="M${bx} ${by} Q ${bx + unit * 0.2} ${by - unit * 2.5} ${tx} ${ty}" stroke="#8d6346" stroke-width="${unit * 0.32}" fill="none" stroke-linecap="round"/>${leaves}`;
    }
    case 'sea':
      return boat(x0 + unit * 3, horizon + unit * 0.6, unit * (0.9 + r(3) * 0.5), '#5c3d2e', '#fefae0');
    case 'sunset':
      return `${[1, 2, 3].map((i) => `<rect x="${width * 0.3}" y="${horizon + 34 + i * unit * 0.5}" width="${width * (0.4 - i * 0.08)}" height="${unit * 0.12}" fill="#ffd6a5" opacity="0.6"/>`).join('')}${boat(x0, horizon + unit * 0.5, unit * 0.7, '#1d2d35', '#1d2d35')}`;
    case 'craft':
      // A phinisi: two masts, a long hull.
      return boat(x0 + unit, horizon + unit * 1.8, unit * (1.4 + r(4) * 0.4), '#7f5539', '#fffaf0', 2);
    case 'village': {
      // Houses on stilts along the shore.
      const count = 2 + Math.floor(r(5) * 2);
      let out = '';
      for (let i = 0; i < count; i++) {
        const hx = x0 + i * unit * 3.2;
        const hy = horizon + unit * 0.8 - (i % 2) * unit * 0.4;
        const w = unit * 2.2;
        out += `<rect x="${hx}" y="${hy}" width="${w}" height="${unit * 1.3}" fill="#9c6644"/>`;
        out += `<path d="M${hx - unit * 0.3} ${hy} L${hx + w / 2} ${hy - unit * 1.1} L${hx + w + unit * 0.3} ${hy} Z" fill="#6f1d1b"/>`;
        out += `<rect x="${hx + w * 0.4}" y="${hy + unit * 0.4}" width="${w * 0.22}" height="${unit * 0.9}" fill="#3d2817"/>`;
        for (const lx of [0.1, 0.5, 0.9]) out += `<rect x="${hx + w * lx - unit * 0.08}" y="${hy + unit * 1.3}" width="${unit * 0.16}" height="${unit * 1}" fill="#5c3d2e"/>`;
      }
      return out;
    }
    case 'forest': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const tx = x0 + i * unit * 1.8;
        const ty = horizon + unit * (0.6 + (i % 2) * 0.3);
        out += `<rect x="${tx - unit * 0.12}" y="${ty - unit * 0.4}" width="${unit * 0.24}" height="${unit * 1.6}" fill="#5c3d2e"/>`;
        out += `<circle cx="${tx}" cy="${ty - unit * 0.9}" r="${unit * (0.9 + r(i) * 0.4)}" fill="#2d6a4f"/>`;
      }
      return out;
    }
    case 'reef': {
      // Fish over coral.
      let out = '';
      for (let i = 0; i < 4; i++) {
        const fx = x0 + i * unit * 2.4 + r(i + 6) * unit;
        const fy = horizon + unit * (1.2 + r(i + 7) * 1.6);
        out += `<ellipse cx="${fx}" cy="${fy}" rx="${unit * 0.6}" ry="${unit * 0.3}" fill="#ff9f1c"/><path d="M${fx - unit * 0.55} ${fy} l${-unit * 0.4} ${-unit * 0.3} v${unit * 0.6} Z" fill="#ff9f1c"/>`;
      }
      for (let i = 0; i < 6; i++) {
        const cx = width * 0.08 + i * width * 0.16;
        out += `<path d="M${cx} ${height} v${-unit * 1.4} m0 ${unit * 0.6} l${-unit * 0.5} ${-unit * 0.6} m${unit * 0.5} ${unit * 0.3} l${unit * 0.5} ${-unit * 0.7}" stroke="#ff7b7b" stroke-width="${unit * 0.22}" stroke-linecap="round" fill="none"/>`;
      }
      return out;
    }
    case 'food': {
      // A bowl with steam on a woven mat.
      const cx = width * (0.4 + r(8) * 0.2);
      const cy = horizon + unit * 1.4;
      return (
        `<ellipse cx="${cx}" cy="${cy + unit * 0.9}" rx="${unit * 3.4}" ry="${unit * 0.7}" fill="#b08968" opacity="0.6"/>` +
        `<path d="M${cx - unit * 2} ${cy - unit * 0.2} A ${unit * 2} ${unit * 1.4} 0 0 0 ${cx + unit * 2} ${cy - unit * 0.2} Z" fill="#f6bd60"/>` +
        `<ellipse cx="${cx}" cy="${cy - unit * 0.2}" rx="${unit * 2}" ry="${unit * 0.35}" fill="#e76f51"/>` +
        [-0.8, 0, 0.8].map((d) => `<path d="M${cx + d * unit} ${cy - unit * 0.7} q ${unit * 0.4} ${-unit * 0.5} 0 ${-unit} t 0 ${-unit}" stroke="#ffffff" stroke-width="${unit * 0.12}" fill="none" opacity="0.8"/>`).join('')
      );
    }
    case 'dance': {
      // Two open fans, as held in the Pakarena dance.
      let out = '';
      for (const [i, fx] of [x0 + unit * 2, x0 + unit * 6].entries()) {
        const fy = horizon + unit * (0.6 + i * 0.4);
        const ribs = Array.from({ length: 9 }, (_, k) => {
          const a = Math.PI * (1.05 + (k / 8) * 0.9);
          return `<path d="M${fx} ${fy} L${fx + Math.cos(a) * unit * 2.2} ${fy + Math.sin(a) * unit * 2.2}" stroke="#7f4f24" stroke-width="${unit * 0.05}"/>`;
        }).join('');
        out += `<path d="M${fx} ${fy} L${fx + Math.cos(Math.PI * 1.05) * unit * 2.2} ${fy + Math.sin(Math.PI * 1.05) * unit * 2.2} A ${unit * 2.2} ${unit * 2.2} 0 0 1 ${fx + Math.cos(Math.PI * 1.95) * unit * 2.2} ${fy + Math.sin(Math.PI * 1.95) * unit * 2.2} Z" fill="${i ? '#f4d35e' : '#ee964b'}"/>${ribs}`;
      }
      return out;
    }
  }
}

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
  ${motif(scene, seed, width, height, horizon)}
</svg>`;
}

/**
 * Freely licensed photographs for demo content, by scene (credits and licences in docs/demo-pictures.md),
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
  dance: [],
};
// Beside this file in the sources; the bundled server reads them from there too.
const PHOTO_DIR = path.join(SERVER_DIR, 'src/db/demo-photos');
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
