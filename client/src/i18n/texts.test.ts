import { BOOKING_TEXTS, formatDate, formatRupiah, id as frame, LANGUAGES, TEXTS } from '@island/shared';
import { ID_PAGE_TEXTS } from '@island/shared/i18n/id-pages';
import { en } from '@island/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, translate } from './i18n.ts';
import { messageKeyOf } from './language.tsx';
import { languageOfPath, localizedPath, unprefixedPath } from './paths.ts';

/** Every Indonesian text: the frame bundled with the site and the texts pages fetch with them. */
const id = { ...frame, ...ID_PAGE_TEXTS };

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a language as `section.key` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Each language's texts, without the singular twins (`one`), which are checked on their own. */
const { one: englishSingular, ...english } = en;
const LANGUAGE_TEXTS: Record<(typeof LANGUAGES)[number], Tree> = { id, en: english };

describe('interface texts per language', () => {
  const indonesian = flatten(id);

  it('has a text for every key in every language, and no key of its own', () => {
    expect(indonesian.size).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      const texts = flatten(LANGUAGE_TEXTS[language]);
      const missing = [...indonesian.keys()].filter((key) => !texts.has(key));
      const extra = [...texts.keys()].filter((key) => !indonesian.has(key));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    }
  });

  it('fills in the same values in every language', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of flatten(LANGUAGE_TEXTS[language])) {
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(indonesian.get(key)!));
      }
    }
  });

  it('has no empty text', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of flatten(LANGUAGE_TEXTS[language])) expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it('knows each schema or server message by a text of its own', () => {
    const texts = Object.values(id.messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has a singular only for a text with a count, under that text\'s key, filling in nothing the text does not', () => {
    const singular = flatten(englishSingular as Tree);
    expect(singular.size).toBeGreaterThan(5);
    for (const [key, text] of singular) {
      const plural = indonesian.get(key);
      expect(plural, key).toMatch(/\{\{\s*(count|n)\s*\}\}/);
      expect(placeholders(text).every((name) => placeholders(plural!).includes(name)), key).toBe(true);
    }
  });

  it('really is English: the interface texts visitors see first differ from Indonesian', () => {
    expect(en.nav.home).not.toBe(id.nav.home);
    expect(en.home.quick.title).not.toBe(id.home.quick.title);
    expect(en.contact.message.send).not.toBe(id.contact.message.send);
  });
});

describe('the language in the address', () => {
  it('reads the language from the path prefix only', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/destinasi')).toBe('en');
    expect(languageOfPath('/')).toBe('id');
    expect(languageOfPath('/destinasi')).toBe('id');
    expect(languageOfPath('/enak')).toBe('id');
  });

  it('moves a path between languages with the same slug', () => {
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/destinasi')).toBe('/en/destinasi');
    expect(localizedPath('en', '/kontak#contribute')).toBe('/en/kontak#contribute');
    expect(localizedPath('en', '/artikel/a-b')).toBe('/en/artikel/a-b');
    expect(localizedPath('en', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(localizedPath('id', '/destinasi')).toBe('/destinasi');
    expect(localizedPath('en', '/?q=pantai')).toBe('/en?q=pantai');
    expect(localizedPath('id', '/?q=pantai')).toBe('/?q=pantai');
    expect(localizedPath('en', '/login')).toBe('/en/login');
    expect(unprefixedPath('/en/')).toBe('/');
    expect(unprefixedPath('/en')).toBe('/');
    expect(unprefixedPath('/en/destinasi')).toBe('/destinasi');
    expect(unprefixedPath('/destinasi')).toBe('/destinasi');
    for (const path of ['/', '/destinasi', '/artikel/a-b', '/umkm']) expect(unprefixedPath(localizedPath('en', path))).toBe(path);
  });
});

describe('texts in use', () => {
  it('fills placeholders, and gives English once its texts are loaded', async () => {
    expect(i18n.t('home.profile.title', { island: 'Pulau X' }, 'id')).toBe('Tentang Pulau X');
    expect(i18n.table('en')).toBeUndefined();
    await loadLanguage('en');
    expect(i18n.t('home.profile.title', { island: 'Pulau X' }, 'en')).toBe('About Pulau X');
    expect(i18n.t('nav.destinations', undefined, 'en')).toBe('Destinations');
  });

  it('finds a server message with a value in it, and the value, to say it in the page\'s language', async () => {
    await loadLanguage('en');
    const sent = BOOKING_TEXTS.personsAbove(12);
    expect(sent).toBe('Jumlah peserta maksimal 12 orang');
    const known = messageKeyOf(sent);
    expect(known).toEqual({ key: 'bookingPersonsAbove', n: '12' });
    expect(i18n.t(`messages.${known!.key}`, { n: known!.n }, 'en')).toBe('At most 12 people');
    expect(messageKeyOf(BOOKING_TEXTS.dateClosedFor('Upacara adat (syukuran laut)'))).toEqual({ key: 'bookingDateClosedFor', n: 'Upacara adat (syukuran laut)' });
    expect(BOOKING_TEXTS.dateClosedFor('Harga $& naik $1')).toBe('Tanggal ini tutup: Harga $& naik $1');
    expect(messageKeyOf(BOOKING_TEXTS.full)).toEqual({ key: 'bookingFull' });
    expect(messageKeyOf('Jumlah peserta maksimal orang')).toBeUndefined();
  });

  it('says the messages sent in English in Indonesian on an Indonesian page', () => {
    expect(messageKeyOf(TEXTS.internal)).toEqual({ key: 'internal' });
    expect(messageKeyOf(TEXTS.networkError)).toEqual({ key: 'networkError' });
    expect(translate('messages.internal', undefined, 'id')).not.toBe(TEXTS.internal);
    expect(messageKeyOf(BOOKING_TEXTS.notFound)).toEqual({ key: 'bookingNotFound' });
    expect(messageKeyOf(BOOKING_TEXTS.cancelTooLate(24))).toEqual({ key: 'bookingCancelTooLate', n: '24' });
    expect(translate('messages.bookingCancelTooLate', { n: '24' }, 'id')).toBe(
      'Pembatalan online hanya bisa sampai 24 jam sebelum perjalanan. Silakan hubungi desa lewat WhatsApp.',
    );
  });

  it('says one thing in the singular in English, and any other count in the plural', async () => {
    await loadLanguage('en');
    expect(translate('packages.minPersons', { count: 1 }, 'en')).toBe('Min. 1 person');
    expect(translate('packages.minPersons', { count: 2 }, 'en')).toBe('Min. 2 people');
    expect(translate('booking.states.few', { count: 1 }, 'en')).toBe('1 seat left');
    expect(translate('booking.states.few', { count: 0 }, 'en')).toBe('0 seats left');
    expect(translate('booking.totalHint', { price: 'IDR 1,200,000', count: 1 }, 'en')).toBe('IDR 1,200,000 × 1 person');
    // A server message's value arrives as text.
    expect(translate('messages.bookingTooSoon', { n: '1' }, 'en')).toBe('Bookings close 1 day before the trip');
    expect(translate('messages.bookingTooSoon', { n: '11' }, 'en')).toBe('Bookings close 11 days before the trip');
    // Indonesian has no singular: the same text for every count.
    expect(translate('packages.minPersons', { count: 1 }, 'id')).toBe('Min. 1 orang');
  });

  it('formats money and dates per language', () => {
    expect(formatRupiah(150000)).toBe('Rp 150.000');
    expect(formatRupiah(150000, 'en')).toBe('IDR 150,000');
    expect(formatDate('2026-11-24T10:00:00Z')).toBe('24 November 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'id')).toBe('5 Maret 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 March 2026');
  });
});
