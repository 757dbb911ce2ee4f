import { describe, expect, it } from 'vitest';
import { homeFromPageData } from './pageData.ts';

const home = {
  settings: { general: { island_name: 'Pulau' }, media: {}, contact: {}, island_profile: {}, social: {}, payment: {}, homestay: {} },
  facilities: [],
  transportation: [{ name: 'KM Uji' }],
  testimonials: [],
};

describe('the home answer a page carries', () => {
  it('is taken as the server wrote it', () => {
    expect(homeFromPageData(JSON.stringify({ 'home.get': home }))).toEqual(home);
  });

  it('is left alone when the block is cut short, foreign or without it: the page then asks', () => {
    const text = JSON.stringify({ 'home.get': home });
    expect(homeFromPageData(text.slice(0, text.length - 2))).toBeNull();
    expect(homeFromPageData('')).toBeNull();
    expect(homeFromPageData('null')).toBeNull();
    expect(homeFromPageData(JSON.stringify([home]))).toBeNull();
    expect(homeFromPageData(JSON.stringify(home))).toBeNull();
    expect(homeFromPageData(JSON.stringify({ 'home.get': { ...home, settings: { ...home.settings, media: null } } }))).toBeNull();
    expect(homeFromPageData(JSON.stringify({ 'home.get': { ...home, transportation: {} } }))).toBeNull();
  });
});
