import { ARTICLE_STATUSES, ARTICLE_TEXTS, type ArticleStatus } from '@island/shared';
import { describe, expect, it } from 'vitest';
import { type Actor, decideCreate, decideDelete, decideReview, decideUpdate, mayRead } from './article-rules.ts';

const admin: Actor = { id: 1, role: 'admin' };
const superadmin: Actor = { id: 2, role: 'superadmin' };
const author: Actor = { id: 10, role: 'contributor' };
const msme: Actor = { id: 11, role: 'msme' };
const other: Actor = { id: 12, role: 'contributor' };

const own = (status: ArticleStatus) => ({ status, authorId: author.id });

describe('create', () => {
  it.each([admin, superadmin])('lets $role create at every status', (actor) => {
    for (const status of ARTICLE_STATUSES) expect(decideCreate(actor, status)).toEqual({ ok: true, status });
  });

  it.each([author, msme])('lets $role keep a draft or send for review, and refuses publishing or rejecting', (actor) => {
    expect(decideCreate(actor, 'draft')).toEqual({ ok: true, status: 'draft' });
    expect(decideCreate(actor, 'pending')).toEqual({ ok: true, status: 'pending' });
    for (const status of ['published', 'rejected'] as const) {
      expect(decideCreate(actor, status)).toEqual({ ok: false, reason: 'forbidden', message: ARTICLE_TEXTS.authorStatusOnly });
    }
  });
});

describe('update', () => {
  it('lets staff set any status on anyone’s article, and keeps the status when none is asked', () => {
    for (const from of ARTICLE_STATUSES) {
      for (const to of ARTICLE_STATUSES) expect(decideUpdate(admin, own(from), to)).toEqual({ ok: true, status: to });
      expect(decideUpdate(superadmin, own(from), undefined)).toEqual({ ok: true, status: from });
    }
  });

  it('lets an author edit their own draft, pending or rejected article between draft and pending', () => {
    for (const from of ['draft', 'pending', 'rejected'] as const) {
      expect(decideUpdate(author, own(from), 'pending')).toEqual({ ok: true, status: 'pending' });
      expect(decideUpdate(author, own(from), 'draft')).toEqual({ ok: true, status: 'draft' });
      expect(decideUpdate(author, own(from), undefined)).toEqual({ ok: true, status: from });
    }
  });

  it('refuses an author who asks to publish or reject', () => {
    expect(decideUpdate(author, own('pending'), 'published')).toMatchObject({ ok: false, message: ARTICLE_TEXTS.authorStatusOnly });
    expect(decideUpdate(author, own('draft'), 'rejected')).toMatchObject({ ok: false, message: ARTICLE_TEXTS.authorStatusOnly });
  });

  it('refuses edits of a published article by its author', () => {
    expect(decideUpdate(author, own('published'), undefined)).toMatchObject({ ok: false, message: ARTICLE_TEXTS.publishedLocked });
    expect(decideUpdate(author, own('published'), 'draft')).toMatchObject({ ok: false, message: ARTICLE_TEXTS.publishedLocked });
  });

  it('refuses another author’s article whatever its status', () => {
    for (const status of ARTICLE_STATUSES) {
      expect(decideUpdate(other, own(status), 'pending')).toMatchObject({ ok: false, reason: 'not_owner', message: ARTICLE_TEXTS.notYours });
      expect(decideUpdate(msme, own(status), undefined)).toMatchObject({ ok: false, message: ARTICLE_TEXTS.notYours });
    }
  });

  it('refuses an article whose author account is gone to anyone but staff', () => {
    expect(decideUpdate(author, { status: 'draft', authorId: null }, 'draft')).toMatchObject({ ok: false, message: ARTICLE_TEXTS.notYours });
    expect(decideUpdate(admin, { status: 'draft', authorId: null }, 'published')).toEqual({ ok: true, status: 'published' });
  });
});

describe('delete', () => {
  it('lets staff delete any article and an author their own unpublished ones only', () => {
    for (const status of ARTICLE_STATUSES) expect(decideDelete(admin, own(status)).ok).toBe(true);
    for (const status of ['draft', 'pending', 'rejected'] as const) expect(decideDelete(author, own(status)).ok).toBe(true);
    expect(decideDelete(author, own('published'))).toMatchObject({ ok: false, message: ARTICLE_TEXTS.publishedLocked });
    expect(decideDelete(other, own('draft'))).toMatchObject({ ok: false, reason: 'not_owner', message: ARTICLE_TEXTS.notYours });
  });
});

describe('review', () => {
  // Who may review is the procedures' guard (articles.test.ts: authors get 403 before any lookup).
  it('approves or rejects a pending article only', () => {
    expect(decideReview(own('pending'), 'approve')).toEqual({ ok: true, status: 'published' });
    expect(decideReview(own('pending'), 'reject')).toEqual({ ok: true, status: 'rejected' });
    for (const status of ['draft', 'published', 'rejected'] as const) {
      expect(decideReview(own(status), 'approve')).toMatchObject({ ok: false, reason: 'conflict' });
    }
  });
});

describe('read', () => {
  it('shows published articles to all and the others to staff and their author only', () => {
    expect(mayRead(null, own('published'))).toBe(true);
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      expect(mayRead(null, own(status))).toBe(false);
      expect(mayRead(other, own(status))).toBe(false);
      expect(mayRead(author, own(status))).toBe(true);
      expect(mayRead(admin, own(status))).toBe(true);
    }
  });
});
