/**
 * The editorial workflow as pure decisions: who may move an article to which status. Everyone
 * signed in writes articles; those who run the site (superadmin, admin) publish and review them.
 * Procedures ask these before writing; nothing here touches the database.
 */

import { ARTICLE_TEXTS, type ArticleStatus, AUTHOR_STATUSES, isSiteRunner } from '@island/shared';
import { type Actor, mayActOn } from '../../trpc/ownership.ts';

export type { Actor };

/**
 * The one status every visitor may read. Every other is for those who run the site and the
 * article's author (mayRead below); queries that list what visitors see filter by it.
 */
export const PUBLIC_ARTICLE_STATUS = 'published' satisfies ArticleStatus;

export interface ArticleState {
  status: ArticleStatus;
  authorId: number | null;
}

/**
 * Allowed, with the status to store; or refused, with the reason a person can read: the role may
 * not do it (forbidden), the article is someone else's (not_owner), or not in the state the act
 * needs (conflict).
 */
export type Decision = { ok: true; status: ArticleStatus } | { ok: false; reason: 'forbidden' | 'not_owner' | 'conflict'; message: string };

const allow = (status: ArticleStatus): Decision => ({ ok: true, status });
const forbid = (message: string): Decision => ({ ok: false, reason: 'forbidden', message });

function isAuthorStatus(status: ArticleStatus): boolean {
  return (AUTHOR_STATUSES as readonly ArticleStatus[]).includes(status);
}

/** Those who run the site create at any status; everyone else keeps a draft or sends it for review. */
export function decideCreate(actor: Actor, requested: ArticleStatus): Decision {
  if (isSiteRunner(actor.role) || isAuthorStatus(requested)) return allow(requested);
  return forbid(ARTICLE_TEXTS.authorStatusOnly);
}

/**
 * An edit. Those who run the site may set any status. An author edits only their own article while it is not
 * published; without a status the article keeps its own, with one it may be draft or pending
 * (a rejected article that is submitted again goes back to pending).
 */
export function decideUpdate(actor: Actor, article: ArticleState, requested: ArticleStatus | undefined): Decision {
  if (isSiteRunner(actor.role)) return allow(requested ?? article.status);
  const ownership = authorMayChange(actor, article);
  if (ownership) return ownership;
  if (requested === undefined) return allow(article.status);
  if (!isAuthorStatus(requested)) return forbid(ARTICLE_TEXTS.authorStatusOnly);
  return allow(requested);
}

/** Those who run the site delete any article; an author only their own, and only while it is not published. */
export function decideDelete(actor: Actor, article: ArticleState): Decision {
  if (isSiteRunner(actor.role)) return allow(article.status);
  return authorMayChange(actor, article) ?? allow(article.status);
}

/**
 * Approve or reject: only an article that waits for review. Who may review (those who run the
 * site) is the procedures' guard, checked before the article is even looked up.
 */
export function decideReview(article: ArticleState, verdict: 'approve' | 'reject'): Decision {
  if (article.status !== 'pending') return { ok: false, reason: 'conflict', message: ARTICLE_TEXTS.reviewPendingOnly };
  return allow(verdict === 'approve' ? 'published' : 'rejected');
}

/** Undefined when the actor, not running the site, may change this article; a refusal otherwise. */
function authorMayChange(actor: Actor, article: ArticleState): Decision | undefined {
  if (!mayActOn(actor, article.authorId)) return { ok: false, reason: 'not_owner', message: ARTICLE_TEXTS.notYours };
  if (article.status === 'published') return forbid(ARTICLE_TEXTS.publishedLocked);
  return undefined;
}

/** Whether the caller may read an article at its status: published for all, else those who run the site or its author. */
export function mayRead(actor: Actor | null, article: ArticleState): boolean {
  if (article.status === PUBLIC_ARTICLE_STATUS) return true;
  if (!actor) return false;
  return mayActOn(actor, article.authorId);
}
