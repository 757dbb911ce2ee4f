import { DETAIL_PARAM, splitLocalePath } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { countedPage } from './beacon.ts';

const app = { readToken: () => null, splitLocalePath, detailParam: DETAIL_PARAM };

describe('countedPage', () => {
  it('sends the path without its language prefix, the language on its own', () => {
    expect(countedPage(app, '/en/destinasi', '')).toEqual({ path: '/destinasi', lang: 'en' });
    expect(countedPage(app, '/en', '')).toEqual({ path: '/', lang: 'en' });
    expect(countedPage(app, '/umkm', '')).toEqual({ path: '/umkm', lang: 'id' });
  });

  it('keeps only the catalogue detail of the query: never a search text or a page number', () => {
    expect(countedPage(app, '/umkm', '?q=kain%20tenun&halaman=2&lihat=7')).toEqual({ path: '/umkm?lihat=7', lang: 'id' });
    expect(countedPage(app, '/umkm', '?q=kain&lihat=abc')).toEqual({ path: '/umkm', lang: 'id' });
  });

  it('leaves a click with the list path when no detail parameter is given', () => {
    expect(countedPage({ readToken: app.readToken, splitLocalePath }, '/umkm', '?lihat=7')).toEqual({ path: '/umkm', lang: 'id' });
  });

  it('never sends a visitor’s booking page, sign-in or the refusal page', () => {
    expect(countedPage(app, '/pesanan/ABCD1234', '')).toBeNull();
    expect(countedPage(app, '/en/pesanan/ABCD1234', '')).toBeNull();
    expect(countedPage(app, '/login', '')).toBeNull();
    expect(countedPage(app, '/unauthorized', '')).toBeNull();
  });
});
