import { EVENT_TEXTS, type EventStatus, isSiteRunner } from '@island/shared';
import { forbidden, notFound } from '../../errors.ts';
import { assertMayActOn, type Actor } from '../../trpc/ownership.ts';

const T = EVENT_TEXTS;

/**
 * The one status every visitor may read. Every other (a proposal) is for those who run the site
 * and the event's author (assertMayRead below); queries that list what visitors see filter by it.
 */
export const PUBLIC_EVENT_STATUS = 'published' satisfies EventStatus;

/**
 * Who may do what with an event. Site runners write any event at any status. A contributor
 * proposes: their events are pending until a site runner publishes them, and once published an
 * event is the site's (the contributor may no longer change or remove it).
 */
export function statusOnCreate(actor: Actor, asked: EventStatus | undefined): EventStatus {
  if (isSiteRunner(actor.role)) return asked ?? 'published';
  if (asked === 'published') throw forbidden(T.publishStaffOnly);
  return 'pending';
}

export function assertMayChange(actor: Actor, stored: { created_by: number | null; status: EventStatus }, asked?: EventStatus): void {
  if (isSiteRunner(actor.role)) return;
  assertMayActOn(actor, stored.created_by, T.notYours);
  if (stored.status === 'published') throw forbidden(T.proposalLocked);
  if (asked === 'published') throw forbidden(T.publishStaffOnly);
}

/** Whether a reader sees the event at all: published ones for everyone, proposals for their author and site runners. */
export function assertMayRead(viewer: Actor | null, stored: { created_by: number | null; status: EventStatus }): void {
  if (stored.status === PUBLIC_EVENT_STATUS) return;
  if (viewer && (isSiteRunner(viewer.role) || viewer.id === stored.created_by)) return;
  throw notFound(T.notFound);
}
