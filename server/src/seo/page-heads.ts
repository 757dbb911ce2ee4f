import {
  DETAIL_PARAM,
  localizedPath,
  packagePagePath,
  pageTitle,
  shortDescription,
  SITE_NAME_FALLBACK,
  type SiteLang,
  type SiteSettings,
  storedNameOf,
} from '@island/shared';
import { TRPCError } from '@trpc/server';
import { heroPreloadTag } from '../http/home-head.ts';
import { type AppCaller, publicReadTags } from '../app-router.ts';
import { type Catalogue, CATALOGUES, type SpaRoute } from '../addresses/site-routes.ts';
import type { PageHead } from './head-html.ts';
import { pageMetaOf } from './page-meta.ts';
import { articleJsonLd, cultureJsonLd, eventJsonLd, destinationJsonLd, homeJsonLd, homestayJsonLd, packageJsonLd, packageRatingJsonLd, productJsonLd, siteNameOf } from './json-ld.ts';

export type RenderedRoute =
  | { status: 200 | 404; head: PageHead; tags: readonly string[] }
  | { status: 301; location: string };

const NOT_FOUND_TITLE: Readonly<Record<SiteLang, string>> = { id: 'Halaman tidak ditemukan', en: 'Page not found' };

/** The picture for shared links: for our uploads the 1600 px WebP copy (large previews want ≥ 1200 px). */
function sharePicture(url: string | null | undefined): string | null {
  if (!url) return null;
  return storedNameOf(url) ? `${url}?w=1600` : url;
}

/** The text of an article's HTML for a description. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Cache tags of what a head shows: the settings (site name, pictures) and the item's module. */
function tagsFor(...procedures: string[]): readonly string[] {
  return publicReadTags(['settings.all', ...procedures]) ?? ['*'];
}

/**
 * The answer of a public read, or null when it says there is no such record for a visitor
 * (missing, unpublished, or an address its input refuses).
 */
async function unlessMissing<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) return null;
    throw error;
  }
}

/**
 * The head of a route, read through the public procedures as a visitor without a token calls
 * them (`visitor`), so a page shows what the public answers show and nothing else: title,
 * description, canonical path, picture and schema.org description. Records a visitor may not
 * read (unknown, unpublished) are 404 with a head that says so. `timeZone` is the island's
 * (config.siteTimeZone): an event's times are on its clock.
 */
export async function renderRoute(visitor: AppCaller, route: SpaRoute, origin: string, timeZone: string): Promise<RenderedRoute> {
  const { lang } = route;
  const settings: SiteSettings = await visitor.settings.all();
  const siteName = siteNameOf(settings, SITE_NAME_FALLBACK);
  const fallbackPicture = sharePicture(settings.media.hero_background ?? settings.media.main_logo);
  const base = { siteName, ogType: 'website' as const, jsonLd: [] };
  const notFound = (): RenderedRoute => ({
    status: 404,
    head: { ...base, title: pageTitle(NOT_FOUND_TITLE[lang], siteName), description: pageMetaOf('/', lang).description, path: null, image: fallbackPicture, noindex: true },
    tags: tagsFor(),
  });
  const urlOf = (path: string) => origin + localizedPath(path, lang);

  switch (route.kind) {
    case 'page': {
      const meta = pageMetaOf(route.path, lang);
      if (route.path === '/') {
        const description = shortDescription((lang === 'id' && settings.general.description) || meta.description);
        return {
          status: 200,
          head: {
            ...base,
            title: pageTitle(meta.title, siteName),
            description,
            path: '/',
            image: fallbackPicture,
            jsonLd: [homeJsonLd(settings, origin, siteName, description)],
            extra: heroPreloadTag(settings.media.hero_background),
          },
          tags: tagsFor('home.get'),
        };
      }
      return { status: 200, head: { ...base, title: pageTitle(meta.title, siteName), description: meta.description, path: route.path, image: fallbackPicture }, tags: tagsFor() };
    }
    case 'item': {
      const found = await findItem(visitor, route.list, route.id);
      if (!found) return notFound();
      // A package has a page of its own: its old addresses by id lead there.
      if (found.kind === 'package') return { status: 301, location: localizedPath(packagePagePath(found.item.slug), lang) };
      const path = `${route.list}?${DETAIL_PARAM}=${route.id}`;
      if (route.pathForm) return { status: 301, location: localizedPath(path, lang) };
      const url = urlOf(path);
      const head = (title: string, text: string, picture: string | null, jsonLd: PageHead['jsonLd'][number], languages?: PageHead['languages']): PageHead => {
        const description = shortDescription(text || pageMetaOf(route.list, lang).description);
        return { ...base, title: pageTitle(title, siteName), description, path, image: sharePicture(picture) ?? fallbackPicture, imageAlt: title, jsonLd: [jsonLd], ...(languages ? { languages } : {}) };
      };
      // The English page speaks English where the village wrote it; hreflang only when its main text is.
      const english = (written: string | null | undefined) => (lang === 'en' && written) || undefined;
      const tags = tagsFor(CATALOGUES[route.list]);
      switch (found.kind) {
        case 'destination': {
          const item = found.item;
          const title = english(item.en?.title) ?? item.title;
          const text = shortDescription(english(item.en?.shortDescription) ?? (item.shortDescription || item.description || ''));
          const languages = twinLanguages(item.en?.title, item.en?.shortDescription);
          return { status: 200, head: head(title, text, item.image, destinationJsonLd({ ...item, title }, url, text || title), languages), tags };
        }
        case 'product': {
          const item = found.item;
          const name = english(item.en?.name) ?? item.name;
          const text = shortDescription(english(item.en?.description) ?? item.description);
          const languages = twinLanguages(item.en?.name, item.en?.description);
          return { status: 200, head: head(name, text, item.image, productJsonLd({ ...item, name }, url, text || name), languages), tags };
        }
        case 'culture': {
          const item = found.item;
          const title = english(item.en?.title) ?? item.title;
          const text = shortDescription(english(item.en?.description) ?? item.description);
          const languages = twinLanguages(item.en?.title, item.en?.description);
          return { status: 200, head: head(title, text, item.image, cultureJsonLd({ ...item, title }, url, text || title), languages), tags };
        }
      }
      break;
    }
    case 'article': {
      const article = await unlessMissing(visitor.articles.bySlug({ slug: route.slug }));
      if (!article) return notFound();
      const path = `/artikel/${encodeURIComponent(article.slug)}`;
      // The English page speaks English where the village wrote it; hreflang only when its main texts are.
      const en = lang === 'en' ? article.en : null;
      const title = en?.title || article.title;
      const summary = en?.excerpt || (en?.content && plainText(en.content)) || article.excerpt || plainText(article.content);
      const description = shortDescription(summary) || pageMetaOf('/artikel', lang).description;
      return {
        status: 200,
        head: {
          ...base,
          ogType: 'article',
          title: pageTitle(title, siteName),
          description,
          path,
          image: sharePicture(article.featuredImage) ?? fallbackPicture,
          imageAlt: title,
          published: article.publishedAt ?? article.created_at,
          modified: article.updated_at,
          jsonLd: [articleJsonLd({ ...article, title }, urlOf(path), description, settings, origin, siteName)],
          languages: twinLanguages(article.en?.title, article.en?.content),
        },
        tags: tagsFor('articles.bySlug'),
      };
    }
    case 'event': {
      const event = await unlessMissing(visitor.events.bySlug({ slug: route.slug }));
      if (!event) return notFound();
      const path = `/agenda/${event.slug}`;
      // The English page speaks English where the village wrote it; hreflang only when its main texts are.
      const title = (lang === 'en' && event.en?.title) || event.title;
      const text = (lang === 'en' && event.en?.description) || event.description;
      const description = shortDescription(plainText(text)) || pageMetaOf('/agenda', lang).description;
      return {
        status: 200,
        head: {
          ...base,
          title: pageTitle(title, siteName),
          description,
          path,
          image: sharePicture(event.image) ?? fallbackPicture,
          imageAlt: title,
          jsonLd: [eventJsonLd({ ...event, title }, urlOf(path), description, settings, { origin, name: siteName, timeZone })],
          languages: twinLanguages(event.en?.title, event.en?.description),
        },
        tags: tagsFor('events.bySlug'),
      };
    }
    case 'package': {
      const item = await unlessMissing(visitor.packages.bySlug({ slug: route.slug }));
      if (!item) return notFound();
      const path = packagePagePath(item.slug);
      // The English page speaks English where the village wrote it; hreflang only when it did.

      const name = (lang === 'en' && item.en?.name) || item.name;
      const text = (lang === 'en' && item.en?.description) || item.description;
      const description = shortDescription(text) || pageMetaOf('/paket-wisata', lang).description;
      const reviews = await visitor.testimonials.forPackage({ packageId: item.id, limit: 1 });
      const rated = reviews.average !== null && reviews.count > 0 ? { average: reviews.average, count: reviews.count } : null;
      return {
        status: 200,
        head: {
          ...base,
          title: pageTitle(name, siteName),
          description,
          path,
          image: sharePicture(item.image) ?? fallbackPicture,
          imageAlt: name,
          jsonLd: [
            packageJsonLd({ ...item, name }, urlOf(path), description, settings, origin, siteName),
            ...(rated ? [packageRatingJsonLd({ ...item, name }, urlOf(path), description, rated, { settings, origin, name: siteName })] : []),
          ],
          languages: twinLanguages(item.en?.name, item.en?.description),
        },
        tags: tagsFor('packages.bySlug', 'testimonials.forPackage'),
      };
    }
    case 'homestay': {
      const item = await unlessMissing(visitor.homestays.get({ id: route.slug }));
      if (!item) return notFound();
      const path = `/homestay/${item.slug}`;
      // Asked by id (digits): the house's address is its slug.
      if (route.slug !== item.slug) return { status: 301, location: localizedPath(path, lang) };
      // The English page speaks English where the household wrote it; hreflang only when it did.
      const name = (lang === 'en' && item.en?.name) || item.name;
      const text = (lang === 'en' && item.en?.description) || item.description;
      const description = shortDescription(text) || pageMetaOf('/homestay', lang).description;
      return {
        status: 200,
        head: {
          ...base,
          title: pageTitle(name, siteName),
          description,
          path,
          image: sharePicture(item.photos[0]) ?? fallbackPicture,
          imageAlt: name,
          jsonLd: [homestayJsonLd({ ...item, name }, urlOf(path), description)],
          languages: twinLanguages(item.en?.name, item.en?.description),
        },
        tags: tagsFor('homestays.get'),
      };
    }
    case 'app':
      return { status: 200, head: { ...base, title: siteName, description: pageMetaOf('/', lang).description, path: null, image: fallbackPicture, noindex: true }, tags: tagsFor() };
    case 'unknown':
      return notFound();
  }
  return notFound();
}

/** The languages a record's page is written in: English too only when its main English texts all are. */
function twinLanguages(...main: (string | null | undefined)[]): SiteLang[] {
  return main.every(Boolean) ? ['id', 'en'] : ['id'];
}

/** One item of a catalogue, read by the procedure CATALOGUES names for it. */
async function findItem(visitor: AppCaller, list: Catalogue, id: number) {
  switch (list) {
    case '/destinasi': {
      const item = await unlessMissing(visitor.destinations.get({ id }));
      return item && { kind: 'destination' as const, item };
    }
    case '/paket-wisata': {
      const item = await unlessMissing(visitor.packages.get({ id }));
      return item && { kind: 'package' as const, item };
    }
    case '/umkm': {
      const item = await unlessMissing(visitor.products.get({ id }));
      return item && { kind: 'product' as const, item };
    }
    case '/budaya': {
      const item = await unlessMissing(visitor.culture.get({ id }));
      return item && { kind: 'culture' as const, item };
    }
  }
}
