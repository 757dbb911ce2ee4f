import type { FileStorage } from '../../files/storage.ts';
import { loadSharp } from '../../files/sharp.ts';

/** What a demo product picture shows. */
export type ProductMotif = 'boat' | 'fish' | 'cloth' | 'bowl' | 'shell' | 'cake' | 'bottle' | 'badge';

const BACKGROUNDS = ['#f6e7cb', '#e3f2fd', '#fde2e4', '#e2f0cb', '#fff1c1', '#dfe7fd', '#f1e3d3', '#d8f3dc'];
const INKS = ['#9c6644', '#1b6f8a', '#b5485d', '#40916c', '#bc6c25', '#3a506b', '#7f5539', '#2d6a4f'];

function motifSvg(motif: ProductMotif, ink: string): string {
  switch (motif) {
    case 'boat':
      return `<path d="M120 380 L680 380 L600 470 L200 470 Z" fill="${ink}"/>
        <path d="M390 370 L390 110 L250 350 Z" fill="#fffaf0" stroke="${ink}" stroke-width="6"/>
        <path d="M410 370 L410 90 L580 350 Z" fill="#fffaf0" stroke="${ink}" stroke-width="6"/>
        <path d="M80 500 Q 200 470 320 500 T 560 500 T 760 500" stroke="#5fa8d3" stroke-width="14" fill="none"/>`;
    case 'fish':
      return `<ellipse cx="380" cy="300" rx="230" ry="110" fill="${ink}"/>
        <path d="M590 300 L720 200 L720 400 Z" fill="${ink}"/>
        <circle cx="240" cy="275" r="18" fill="#fffaf0"/>
        <path d="M330 230 Q 380 300 330 370 M420 220 Q 470 300 420 380" stroke="#fffaf0" stroke-width="8" fill="none" opacity="0.6"/>`;
    case 'cloth':
      return `<rect x="150" y="110" width="500" height="380" rx="16" fill="${ink}"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="150" y="${140 + i * 60}" width="500" height="18" fill="#fffaf0" opacity="0.55"/>`).join('')}
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="${190 + i * 100}" y="110" width="14" height="380" fill="#f4a261" opacity="0.7"/>`).join('')}`;
    case 'bowl':
      return `<path d="M170 280 A 230 190 0 0 0 630 280 Z" fill="${ink}"/>
        <ellipse cx="400" cy="280" rx="230" ry="40" fill="#5c3d2e"/>
        <path d="M230 340 Q 400 400 570 340" stroke="#fffaf0" stroke-width="6" fill="none" opacity="0.4"/>`;
    case 'shell':
      return `<path d="M400 140 L600 420 Q 400 500 200 420 Z" fill="${ink}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<path d="M400 150 L${250 + i * 75} 440" stroke="#fffaf0" stroke-width="7" opacity="0.6"/>`).join('')}
        <rect x="360" y="430" width="80" height="40" rx="10" fill="${ink}"/>`;
    case 'cake':
      return `<rect x="210" y="230" width="380" height="200" rx="24" fill="${ink}"/>
        <rect x="210" y="230" width="380" height="60" rx="24" fill="#fffaf0" opacity="0.7"/>
        <circle cx="300" cy="200" r="30" fill="${ink}"/><circle cx="400" cy="190" r="30" fill="${ink}"/><circle cx="500" cy="200" r="30" fill="${ink}"/>`;
    case 'bottle':
      return `<rect x="340" y="110" width="120" height="80" rx="12" fill="${ink}"/>
        <rect x="280" y="190" width="240" height="300" rx="40" fill="${ink}" opacity="0.85"/>
        <rect x="310" y="290" width="180" height="110" rx="10" fill="#fffaf0"/>`;
    case 'badge':
      return `<circle cx="400" cy="300" r="210" fill="${ink}"/>
        <circle cx="400" cy="300" r="170" fill="none" stroke="#fffaf0" stroke-width="10"/>
        <path d="M280 330 Q 400 200 520 330 Z" fill="#fffaf0"/>`;
  }
}

/**
 * Paints a simple product picture (a motif on a plain ground, colours by `seed`) as WebP,
 * stores it like an upload and returns its stored name. No photo is bundled with the project.
 */
export async function createProductImage(storage: FileStorage, motif: ProductMotif, seed: number): Promise<string> {
  const background = BACKGROUNDS[seed % BACKGROUNDS.length];
  const ink = INKS[(seed * 3 + 1) % INKS.length] ?? '#9c6644';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="${background}"/>
  <ellipse cx="400" cy="520" rx="300" ry="30" fill="#000" opacity="0.08"/>
  ${motifSvg(motif, ink)}
</svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
  return storage.save(bytes, 'webp');
}
