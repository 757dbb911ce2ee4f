import type { Article, Culture, Destination, IslandEvent, Msme, Product } from '@island/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { callRest } from './rest.ts';

// Destinations and culture in English (decision 0035), as packages are in package-english.e2e.ts:
// the village's English where written, the Indonesian marked where not, written by staff on the
// form's English tab and from the translator's list, all on a phone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function destinationTitled(title: string): Promise<Destination> {
  const { data } = await callRest<{ destinations: Destination[] }>('GET', `/api/destinations?limit=100&search=${encodeURIComponent(title)}`);
  const found = data.destinations.find((item) => item.title === title);
  if (!found) throw new Error(`no destination titled ${title}`);
  return found;
}

async function cultureTitled(title: string): Promise<Culture> {
  const { data } = await callRest<{ cultures: Culture[] }>('GET', `/api/culture?limit=100&search=${encodeURIComponent(title)}`);
  const found = data.cultures.find((item) => item.title === title);
  if (!found) throw new Error(`no culture item titled ${title}`);
  return found;
}

async function eventTitled(title: string): Promise<IslandEvent> {
  const { data } = await callRest<{ events: IslandEvent[] }>('GET', `/api/events?limit=100&search=${encodeURIComponent(title)}`);
  const found = data.events.find((item) => item.title === title);
  if (!found) throw new Error(`no event titled ${title}`);
  return found;
}

async function articleTitled(title: string): Promise<Article> {
  const { data } = await callRest<{ articles: Article[] }>('GET', `/api/articles?limit=100&search=${encodeURIComponent(title)}`);
  const found = data.articles.find((item) => item.title === title);
  if (!found) throw new Error(`no article titled ${title}`);
  return found;
}

async function productNamed(name: string): Promise<Product> {
  const { data } = await callRest<{ products: Product[] }>('GET', `/api/products?limit=100&search=${encodeURIComponent(name)}`);
  const found = data.products.find((item) => item.name === name);
  if (!found) throw new Error(`no product named ${name}`);
  return found;
}

const NOTE = 'Not yet available in English: shown in Indonesian';

/** The card headed `title` on a catalogue page, and the `lang` its heading carries. */
async function cardLang(page: Page, title: string): Promise<string | null> {
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  await heading.waitFor();
  return heading.getAttribute('lang');
}

describe('destinations and culture in English', () => {
  it('an English visitor reads the village’s English, and the Indonesian marked where none is written', async () => {
    const translated = await destinationTitled('Pantai Pasir Putih Tanjung Bulo');
    const untranslated = await destinationTitled('Hutan Mangrove Pesisir Timur');
    expect(untranslated.en).toBeNull();
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/en/destinasi');
    expect(await cardLang(visitor, translated.en!.title!)).toBeNull();
    expect(await cardLang(visitor, untranslated.title)).toBe('id');
    await visitor.getByText(translated.en!.shortDescription!).waitFor();

    await visitor.getByRole('button', { name: translated.en!.title!, exact: true }).click();
    const dialog = visitor.getByRole('dialog', { name: translated.en!.title! });
    await dialog.waitFor();
    expect(await dialog.getByText(NOTE).count()).toBe(0);
    await dialog.getByText(translated.en!.description!).waitFor();
    expect(await visitor.title()).toContain(translated.en!.title!);
    await visitor.keyboard.press('Escape');

    await visitor.goto(`/en/destinasi?lihat=${untranslated.id}`);
    const indonesian = visitor.getByRole('dialog', { name: untranslated.title });
    await indonesian.getByText(NOTE).waitFor();
    expect(await indonesian.locator('.catalogue-detail__lead').getAttribute('lang')).toBe('id');
    expect(await visitor.evaluate(() => document.querySelectorAll('link[rel="alternate"][hreflang]').length)).toBe(0);
    // The English search reads the English texts.
    await visitor.goto('/en/destinasi?q=coral%20garden');
    expect(await cardLang(visitor, 'Spermonde Coral Garden')).toBeNull();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const dance = await cultureTitled('Tari Pakarena');
    const plain = await cultureTitled('Gandrang Bulo');
    await visitor.goto('/en/budaya');
    expect(await cardLang(visitor, dance.en!.title!)).toBeNull();
    expect(await cardLang(visitor, plain.title)).toBe('id');
    await visitor.goto(`/en/budaya?lihat=${plain.id}`);
    await visitor.getByRole('dialog', { name: plain.title }).getByText(NOTE).waitFor();
    // The Indonesian pages say nothing of English.
    await visitor.goto(`/budaya?lihat=${plain.id}`);
    await visitor.getByRole('dialog', { name: plain.title }).waitFor();
    expect(await visitor.locator('body [lang="id"]').count()).toBe(0);
    await visitor.context().close();
  });

  it('staff write a destination’s English on its form’s English tab on a phone, and the English page follows', async () => {
    const destination = await destinationTitled('Kampung Nelayan dan Galangan Perahu');
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/destinations');
    await staff.getByRole('button', { name: `Edit ${destination.title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Destinasi' });
    await dialog.waitFor();
    const english = dialog.getByRole('tab', { name: /^English/ });
    expect(await english.innerText()).toBe('English (3 belum diisi)');
    await english.click();
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    expect(await panel.getByText('Belum diisi').count()).toBe(3);
    await panel.getByLabel('Title (English)').fill('Fishing Village and Boatyard');
    await panel.getByLabel('Short description (English)').fill('See wooden boats built by hand and the daily life of fishing families.');
    expect(await english.innerText()).toBe('English (1 belum diisi)');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Destinasi berhasil diperbarui').isVisible()).toBe(true);
    await staff.context().close();

    const saved = await destinationTitled(destination.title);
    expect(saved.en).toMatchObject({ title: 'Fishing Village and Boatyard', description: null, outdated: false });
    const visitor = await openPage(browser, 'phone');
    await visitor.goto(`/en/destinasi?lihat=${saved.id}`);
    const dialogEn = visitor.getByRole('dialog', { name: 'Fishing Village and Boatyard' });
    await dialogEn.waitFor();
    // The long description is still Indonesian: said so, and marked.
    await dialogEn.getByText(NOTE).waitFor();
    expect(await dialogEn.locator('.catalogue-detail__body').getAttribute('lang')).toBe('id');
    expect(await dialogEn.locator('.catalogue-detail__lead').getAttribute('lang')).toBeNull();
    await visitor.context().close();
  });

  it('the translator’s list names culture items by kind and opens their form on English', async () => {
    const item = await cultureTitled('Ponggawa dan Sawi');
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: new RegExp(item.title) });
    await row.getByText('Budaya', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${item.title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Budaya' });
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Title (English)').fill('Boat Captain and Crew');
    await panel.getByLabel('Description (English)').fill('How a fishing crew shares its catch with its captain.');
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Budaya berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();
    expect((await cultureTitled(item.title)).en).toMatchObject({ title: 'Boat Captain and Crew', outdated: false });
  });
});

describe('events in English', () => {
  it('the English agenda shows the village’s English, and an event not yet translated marked as Indonesian', async () => {
    const translated = await eventTitled('Pasar Ikan Subuh Hari Jumat');
    const untranslated = await eventTitled('Lomba Perahu Layar Sandeq Mini');
    expect(untranslated.en).toBeNull();
    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/en/agenda');
    expect(await cardLang(visitor, translated.en!.title!)).toBeNull();
    expect(await cardLang(visitor, untranslated.title)).toBe('id');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await visitor.goto(`/en/agenda/${translated.slug}`);
    const title = visitor.getByRole('heading', { level: 1, name: translated.en!.title! });
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBeNull();
    await visitor.getByText('Every Friday at dawn').waitFor();
    await visitor.getByText(translated.en!.price!, { exact: true }).waitFor();
    expect(await visitor.getByText(NOTE).count()).toBe(0);
    expect(await visitor.evaluate(() => document.querySelectorAll('link[rel="alternate"][hreflang]').length)).toBeGreaterThan(0);

    await visitor.goto(`/en/agenda/${untranslated.slug}`);
    const indonesian = visitor.getByRole('heading', { level: 1, name: untranslated.title });
    await indonesian.waitFor();
    expect(await indonesian.getAttribute('lang')).toBe('id');
    await visitor.getByText(NOTE).waitFor();
    expect(await visitor.locator('.article-content').getAttribute('lang')).toBe('id');
    expect(await visitor.evaluate(() => document.querySelectorAll('link[rel="alternate"][hreflang]').length)).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });

  it('the translator’s list opens an event’s form on English, its missing texts counted', async () => {
    const event = await eventTitled('Bersih Pantai dan Tanam Mangrove');
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: new RegExp(event.title) });
    await row.getByText('Acara', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${event.title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Acara' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    // Title, place and description: the event has no price to translate.
    await expect.poll(() => english.innerText()).toBe('English (3 belum diisi)');
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Title (English)').fill('Beach Clean-up and Mangrove Planting');
    await panel.getByLabel('Place (English)').fill('East Coast Mangrove Forest');
    expect(await english.innerText()).toBe('English (1 belum diisi)');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Acara berhasil diperbarui').isVisible()).toBe(true);
    // Still partial (no English description): it stays on the list.
    await expect.poll(() => row.count()).toBe(1);
    await staff.context().close();
    expect((await eventTitled(event.title)).en).toMatchObject({ title: 'Beach Clean-up and Mangrove Planting', description: null, outdated: false });
  });
});

describe('articles in English', () => {
  it('the translator’s list opens an article’s form on English; the English page shows what is written and marks the rest', async () => {
    const article = await articleTitled('Pinisi Kecil dari Galangan Pinggir Pantai');
    const other = await articleTitled('Tari Pakarena: Gerak Lembut yang Menyimpan Cerita');
    expect(article.en).toBeNull();
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: new RegExp(article.title) });
    await row.getByText('Artikel', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${article.title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Artikel' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    // Title, excerpt and content.
    await expect.poll(() => english.innerText()).toBe('English (3 belum diisi)');
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Title (English)').fill('A Small Pinisi from the Beach Yard');
    await panel.getByLabel('Excerpt (English)').fill('Boat builders shape a small pinisi by hand on the beach.');
    expect(await english.innerText()).toBe('English (1 belum diisi)');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => staff.getByText('Artikel berhasil diperbarui').isVisible()).toBe(true);
    // Still partial (no English content): it stays on the list.
    await expect.poll(() => row.count()).toBe(1);
    await staff.context().close();
    expect((await articleTitled(article.title)).en).toMatchObject({ title: 'A Small Pinisi from the Beach Yard', content: null, outdated: false });

    const visitor = await openPage(browser, 'phone');
    // The English search finds the English title, and the Indonesian one where none is written.
    await visitor.goto('/en/artikel?q=small%20pinisi');
    expect(await cardLang(visitor, 'A Small Pinisi from the Beach Yard')).toBeNull();
    await visitor.goto('/en/artikel?q=pakarena');
    expect(await cardLang(visitor, other.title)).toBe('id');
    await visitor.goto(`/en/artikel/${article.slug}`);
    const title = visitor.getByRole('heading', { level: 1, name: 'A Small Pinisi from the Beach Yard' });
    await title.waitFor();
    expect(await title.getAttribute('lang')).toBeNull();
    // The content is still Indonesian: marked, with the note, and no English twin named for search engines.
    await visitor.getByText(NOTE).waitFor();
    expect(await visitor.locator('.article-content').getAttribute('lang')).toBe('id');
    expect(await visitor.evaluate(() => document.querySelectorAll('link[rel="alternate"][hreflang]').length)).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });
});

describe('products in English', () => {
  it('the translator’s list opens a product’s form on English; written whole, it leaves the list and the English page shows it', async () => {
    const product = await productNamed('Gantungan Kunci Phinisi');
    const other = await productNamed('Cumi Asin 250 g');
    expect(product.en).toBeNull();
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: new RegExp(product.name) });
    await row.getByText('Produk', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${product.name}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Produk' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    await expect.poll(() => english.innerText()).toBe('English (2 belum diisi)');
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Product name (English)').fill('Phinisi Key Ring');
    expect(await english.innerText()).toBe('English (1 belum diisi)');
    await panel.getByLabel('Description (English)').fill('A small phinisi carved in wood, on a key ring.');
    expect(await english.innerText()).toBe('English');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Produk berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();

    const visitor = await openPage(browser, 'phone');
    // The English search finds the English name, and the Indonesian one where none is written.
    await visitor.goto('/en/umkm?q=key%20ring');
    expect(await cardLang(visitor, 'Phinisi Key Ring')).toBeNull();
    await visitor.goto(`/en/umkm?lihat=${product.id}`);
    const dialogTitle = visitor.getByRole('dialog', { name: 'Phinisi Key Ring' });
    await dialogTitle.getByText('A small phinisi carved in wood').waitFor();
    expect(await dialogTitle.getByText(NOTE).count()).toBe(0);
    await visitor.goto(`/en/umkm?lihat=${other.id}`);
    const indonesian = visitor.getByRole('dialog', { name: other.name });
    await indonesian.getByText(NOTE).waitFor();
    expect(await indonesian.locator('.catalogue-detail__body').getAttribute('lang')).toBe('id');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });
});

describe('UMKM profiles in English', () => {
  it('the translator’s list opens an UMKM’s form on English, and its English description takes it off the list', async () => {
    const { data } = await callRest<{ msmes: Msme[] }>('GET', '/api/msme?limit=100&search=Tenun%20Sarung%20Pulau');
    const msme = data.msmes.find((item) => item.brand === 'Tenun Sarung Pulau')!;
    expect(msme.en).toBeNull();
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: new RegExp(msme.brand) });
    await row.getByText('UMKM', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Terjemahkan ${msme.brand}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit UMKM' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    await expect.poll(() => english.innerText()).toBe('English (1 belum diisi)');
    await dialog.getByRole('tabpanel', { name: /^English/ }).getByLabel('Description (English)').fill('Silk sarongs woven on the island’s looms.');
    expect(await english.innerText()).toBe('English');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect.poll(() => staff.getByText('Profil UMKM berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();
    const { data: after } = await callRest<Msme>('GET', `/api/msme/${msme.id}`);
    expect(after.en).toEqual({ description: 'Silk sarongs woven on the island’s looms.', outdated: false });
  });
});

describe('facilities in English', () => {
  it('the translator’s list opens a facility’s form on English in a dialog; the English home page shows it and marks the others', async () => {
    const staff = await openPage(browser, 'phone');
    await signIn(staff, 'admin');
    await staff.goto('/admin/terjemahan');
    const row = staff.getByRole('row', { name: /Sewa Alat Snorkeling/ });
    await row.getByText('Fasilitas', { exact: true }).waitFor();
    await staff.getByRole('button', { name: 'Terjemahkan Sewa Alat Snorkeling' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit Fasilitas' });
    const english = dialog.getByRole('tab', { name: /^English/ });
    await expect.poll(() => english.innerText()).toBe('English (2 belum diisi)');
    const panel = dialog.getByRole('tabpanel', { name: /^English/ });
    await panel.getByLabel('Name (English)').fill('Snorkel Gear Rental');
    await panel.getByLabel('Description (English)').fill('Masks, snorkels and fins at the guides’ post by the jetty.');
    expect(await english.innerText()).toBe('English');
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Simpan Fasilitas' }).click();
    await expect.poll(() => staff.getByText('Fasilitas Sewa Alat Snorkeling berhasil diperbarui').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();

    const visitor = await openPage(browser, 'phone');
    await visitor.goto('/en');
    const translated = visitor.getByRole('heading', { level: 3, name: 'Snorkel Gear Rental', exact: true });
    await translated.waitFor();
    expect(await translated.getAttribute('lang')).toBeNull();
    const untranslated = visitor.getByRole('heading', { level: 3, name: 'Warung Seafood', exact: true });
    expect(await untranslated.getAttribute('lang')).toBe('id');
    await visitor.locator('.home-facilities').getByText(NOTE).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });
});
