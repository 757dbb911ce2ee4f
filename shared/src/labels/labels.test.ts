import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES } from '../schemas/articles.ts';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../schemas/bookings.ts';
import { MSME_CATEGORIES } from '../schemas/msme.ts';
import { EN_LABELS } from './en.ts';
import { ID_LABELS } from './id.ts';

type Group = Readonly<Record<string, string>>;
const groups = (labels: typeof ID_LABELS | typeof EN_LABELS) => Object.entries(labels) as [string, Group][];

describe('the words of every value', () => {
  it('names every value in both languages, under the same keys', () => {
    for (const [name, group] of groups(ID_LABELS)) {
      const english: Group = EN_LABELS[name as keyof typeof EN_LABELS];
      expect(Object.keys(english).sort(), name).toEqual(Object.keys(group).sort());
      for (const word of [...Object.values(group), ...Object.values(english)]) expect(word.trim(), name).not.toBe('');
    }
    expect(Object.keys(ID_LABELS.bookingStatus)).toEqual([...BOOKING_STATUSES]);
    expect(Object.keys(ID_LABELS.payment)).toEqual([...PAYMENT_STATUSES]);
    expect(Object.keys(ID_LABELS.articleStatus)).toEqual([...ARTICLE_STATUSES]);
    expect(Object.keys(ID_LABELS.msmeCategory)).toEqual([...MSME_CATEGORIES]);
  });

  it('says each Indonesian word in sentence case: a capital first, then lower case but for acronyms', () => {
    for (const [name, group] of groups(ID_LABELS)) {
      for (const word of Object.values(group)) {
        const [first = '', ...rest] = word.split(' ');
        expect(first[0], `${name}: ${word}`).toBe(first[0]?.toUpperCase());
        for (const part of rest) expect(part === part.toLowerCase() || part === part.toUpperCase(), `${name}: ${word}`).toBe(true);
      }
    }
    expect(ID_LABELS.payment.unpaid).toBe('Belum bayar');
  });

  it('gives one thing one word: no two values of a group share a word', () => {
    for (const labels of [ID_LABELS, EN_LABELS]) {
      for (const [name, group] of groups(labels)) expect(new Set(Object.values(group)).size, name).toBe(Object.keys(group).length);
    }
  });
});
