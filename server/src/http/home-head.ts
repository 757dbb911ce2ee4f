import { imageSrcSet } from '@island/shared';

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The home page's largest paint is its hero picture: preloading it at the width the screen
 * needs lets the browser fetch it while the scripts still load, instead of after they ran.
 */
export function heroPreloadTag(hero: string | null): string {
  if (!hero) return '';
  const srcset = imageSrcSet(hero);
  return srcset
    ? `<link rel="preload" as="image" href="${attribute(hero)}" imagesrcset="${attribute(srcset)}" imagesizes="100vw" fetchpriority="high" />`
    : `<link rel="preload" as="image" href="${attribute(hero)}" fetchpriority="high" />`;
}
