import { imageSrcSet } from '@island/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { readSiteSettings } from '../modules/settings/settings.repo.ts';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The home page's largest paint is its hero picture: preloading it at the width the screen
 * needs lets the browser fetch it while the scripts still load, instead of after they ran.
 */
export function homeHeadTags(db: Database, baseUrlOf: (req: FastifyRequest) => string) {
  return async (req: FastifyRequest, pathname: string): Promise<string> => {
    // The home page in either language: `/` or its English twin `/en`.
    if (pathname !== '/' && pathname !== '/en') return '';
    const settings = await readSiteSettings(db, baseUrlOf(req));
    const hero = settings.media.hero_background;
    if (!hero) return '';
    const srcset = imageSrcSet(hero);
    return srcset
      ? `<link rel="preload" as="image" href="${attribute(hero)}" imagesrcset="${attribute(srcset)}" imagesizes="100vw" fetchpriority="high" />`
      : `<link rel="preload" as="image" href="${attribute(hero)}" fetchpriority="high" />`;
  };
}
