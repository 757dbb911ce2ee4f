import { addDays, type BoatBoard, EN_LABELS, id, ID_LABELS } from '@island/shared';
import { en } from '@island/shared/i18n/en';
import { ID_PAGE_TEXTS } from '@island/shared/i18n/id-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser.ts';
import { bookSnorkelling, callRest } from './rest.ts';

// One language per page: every public page, in Indonesian and in English, shows no
// word of the other language's interface texts. The words are the texts' own: those the English
// texts use and the Indonesian never do are English, and the other way round. What the village
// wrote (titles, descriptions, names; Indonesian on the English pages until it has its English
// twin) is not the interface: every text the page's answers carried is taken out of what is
// read, and so is whatever is marked as another language (`lang`, the language switch).

/** The words of a text, lowercased, without its `{{placeholders}}`. */
function wordsOf(text: string): string[] {
  return text.replace(/\{\{\w+\}\}/g, ' ').toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Every text of a table of texts (nested objects of strings). */
function textsOf(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (table && typeof table === 'object') return Object.values(table).flatMap(textsOf);
  return [];
}

/** A language's interface words: its texts and its labels, but for the switch, which names the other language in that language. */
function interfaceWords(texts: Record<string, unknown>, labels: unknown): Set<string> {
  const { language: _switch, ...rest } = texts;
  return new Set([...textsOf(rest), ...textsOf(labels)].flatMap(wordsOf));
}

const ID_WORDS = interfaceWords({ ...id, ...ID_PAGE_TEXTS }, ID_LABELS);
const EN_WORDS = interfaceWords(en, EN_LABELS);

/**
 * The words both languages may say: names, and words Indonesian took from English as they are.
 * Any other word the texts of both languages use is a text left untranslated ('Most Popular' in
 * the Indonesian texts), which the first test below names.
 */
const SHARED = new Set([
  // Names and what is written as it is everywhere.
  ...['google', 'maps', 'whatsapp', 'qris', 'makassar', 'sulawesi', 'https', 'url', 'ics', 'jpg', 'png', 'yyyy', 'format'],
  // Words of both languages.
  ...['admin', 'superadmin', 'area', 'bank', 'transfer', 'total', 'data', 'digital', 'internet', 'online', 'offline', 'server'],
  ...['email', 'mail', 'festival', 'tips', 'login', 'username', 'password', 'dashboard', 'menu', 'min', 'per', 'operator'],
  ...['rating', 'speedboat', 'status', 'tab', 'upload', 'video', 'homestay'],
  // The cancellation terms' 'sebelum trip' (shared/src/cancellation-terms.ts).
  'trip',
]);

/** A word of one language: in its texts, and not one both languages say; two letters say too little. */
function foreignTo(theirs: Set<string>): Set<string> {
  return new Set([...theirs].filter((word) => word.length > 2 && !SHARED.has(word)));
}

const FOREIGN: Record<'id' | 'en', Set<string>> = {
  // On an Indonesian page: the English texts' words ("popular", "beaches", "failed").
  id: foreignTo(EN_WORDS),
  // On an English page: the Indonesian texts' words ("semua", "pantai", "pesan").
  en: foreignTo(ID_WORDS),
};

/** The texts an answer carried, as the page shows them: a text as is, and rich text by its pieces between tags. */
function contentTexts(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const piece of value.split(/<[^>]*>|\n/)) {
      const text = piece
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim();
      if (text.length >= 3) into.add(text);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) contentTexts(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) contentTexts(item, into);
  }
}

interface Shown {
  text: string;
  lang: string;
  where: string;
}

/** The page's texts: its text nodes, the names and hints in attributes, and its title, each with the language it is marked with. */
function shownTexts(page: Page): Promise<{ lang: string; shown: Shown[] }> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? pageLang;
    const where = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const shown: Shown[] = [{ text: document.title, lang: pageLang, where: 'title' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.nodeValue?.trim();
      if (!element || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      shown.push({ text, lang: langOf(element), where: where(element) });
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (text) shown.push({ text, lang: langOf(element), where: `${where(element)}@${name}` });
      }
    }
    return { lang: pageLang, shown };
  });
}

/** A text wherever it stands as whole words (not inside a longer word). */
function wholeWords(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
}

interface Finding {
  path: string;
  word: string;
  text: string;
  where: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens a page without a service worker, keeping every answer it reads (and the home data the page carries). */
async function visit(path: string): Promise<{ page: Page; content: Set<string>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl(), locale: 'id-ID', serviceWorkers: 'block' });
  const page = await context.newPage();
  const content = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('application/json')) {
      reading.push(
        response.json().then(
          (body: unknown) => contentTexts(body, content),
          () => undefined,
        ),
      );
    } else if (type.includes('text/html') && response.request().resourceType() === 'document') {
      reading.push(
        response.text().then(
          (html) => {
            const data = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
            if (data) contentTexts(JSON.parse(data), content);
          },
          () => undefined,
        ),
      );
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator(path.includes('lihat=') ? 'dialog[open] h2, [role="dialog"] h2' : 'h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return { page, content, close: () => context.close() };
}

/** The words of the other language in what a page shows, once the texts its answers carried are taken out. */
async function foreignWords(path: string, language: 'id' | 'en'): Promise<{ findings: Finding[]; checked: number }> {
  const { page, content, close } = await visit(path);
  try {
    const { lang, shown } = await shownTexts(page);
    expect(lang, `${path} is marked as its language`).toBe(language);
    // Longest first, so a title is taken out whole before a word of it could be.
    const written = [...content].sort((a, b) => b.length - a.length);
    const findings: Finding[] = [];
    let checked = 0;
    for (const { text, lang: marked, where } of shown) {
      if (!marked.startsWith(language)) continue;
      // A text the village wrote, whole or shortened ("…"), is content; inside an interface text
      // ("Peta lokasi Pantai Bulo"), what it carried is taken out.
      // Only whole texts or long beginnings count: a short interface word ("All") must not pass
      // for content because some description happens to contain it.
      if (content.has(text)) continue;
      const shortened = text.replace(/(…|\.\.\.)$/, '').trim();
      if (shortened !== text && shortened.length >= 20 && written.some((piece) => piece.startsWith(shortened))) continue;
      // Whole words only: an answer's 'boat' is not taken out of 'Motorboat'.
      let chrome = text;
      for (const piece of written) if (chrome.includes(piece)) chrome = chrome.replace(wholeWords(piece), ' ');
      for (const word of wordsOf(chrome)) {
        checked += 1;
        if (FOREIGN[language].has(word)) findings.push({ path, word, text, where });
      }
    }
    return { findings, checked };
  } finally {
    await close();
  }
}

/** The first item of a public list, by the field the page opens it with. */
async function first<T>(path: string, field: keyof T & string): Promise<string> {
  const { data } = await callRest<Record<string, T[] | unknown>>('GET', path);
  const list = Object.values(data).find((value): value is T[] => Array.isArray(value) && value.length > 0);
  if (!list) throw new Error(`${path} lists nothing`);
  return String(list[0]![field]);
}

/** Every public page a visitor can open (client/src/router.tsx, publicPages), without the language prefix. */
async function publicPages(): Promise<string[]> {
  const board = (await callRest<BoatBoard>('GET', '/api/transportation/today')).data;
  const booking = await bookSnorkelling(addDays(board.today.date, 9), 'Tamu Dua Bahasa', '081299990000');
  return [
    '/',
    '/destinasi',
    `/destinasi?lihat=${await first<{ id: number }>('/api/destinations?limit=1', 'id')}`,
    '/paket-wisata',
    `/paket-wisata/${await first<{ slug: string }>('/api/packages?limit=1', 'slug')}`,
    '/umkm',
    `/umkm?lihat=${await first<{ id: number }>('/api/products?limit=1', 'id')}`,
    '/budaya',
    `/budaya?lihat=${await first<{ id: number }>('/api/culture?limit=1', 'id')}`,
    '/artikel',
    `/artikel/${await first<{ slug: string }>('/api/articles?limit=1', 'slug')}`,
    '/agenda',
    `/agenda/${await first<{ slug: string }>('/api/events?limit=1', 'slug')}`,
    '/peta',
    '/jadwal-kapal',
    '/kontak',
    '/kontak#contribute',
    '/kontak#testimonial',
    `/pesanan/${booking.code}?k=${booking.key}`,
    '/login',
  ];
}

let pages: string[];
beforeAll(async () => {
  pages = await publicPages();
});

describe('one language per page', () => {
  it('has no text left in the other language: the two share no word but names and loanwords', () => {
    const both = [...ID_WORDS].filter((word) => word.length > 2 && EN_WORDS.has(word) && !SHARED.has(word));
    expect(both).toEqual([]);
    for (const word of ['popular', 'beaches', 'failed', 'all']) expect(FOREIGN.id.has(word), word).toBe(true);
    for (const word of ['paling', 'pantai', 'semua', 'pesan']) expect(FOREIGN.en.has(word), word).toBe(true);
  });

  for (const language of ['id', 'en'] as const) {
    it(`shows no word of the other language's interface on any ${language === 'id' ? 'Indonesian' : 'English'} page`, async () => {
      const findings: Finding[] = [];
      for (const path of pages) {
        const address = language === 'id' ? path : path === '/' ? '/en' : `/en${path}`;
        const page = await foreignWords(address, language).catch((error: unknown) => {
          throw new Error(`${address}: ${String(error)}`);
        });
        // The page was read: its own interface has words to check.
        expect(page.checked, `${address} shows its interface`).toBeGreaterThan(5);
        findings.push(...page.findings);
      }
      expect(findings.map((f) => `${f.path}: "${f.word}" in "${f.text}" (${f.where})`)).toEqual([]);
    }, 300_000);
  }
});
