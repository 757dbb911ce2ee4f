import { inTransaction } from '../db/transaction.ts';
import type { AuthUser } from '../security/auth.repo.ts';
import type { Context } from './context.ts';
import { actionFromPath, type AuditFacts } from '../audit/audit-facts.ts';
import { entryName, recordName } from '../audit/record-names.ts';
import { type AuditActor, type AuditOrigin, appendAudit, loadSnapshot } from '../audit/audit.repo.ts';
import { diffSnapshots, type Snapshot } from '../audit/changes.ts';

/** The part of a tRPC middleware result this reads: a success with its data, or a failure. */
type MiddlewareResult = { ok: true; data: unknown } | { ok: false };

/** Thrown inside the transaction to roll it back when the mutation failed; never escapes. */
const ROLLBACK = Symbol('audited mutation failed');

export function actorOf(user: AuthUser | null): AuditActor {
  return user ? { kind: 'user', id: user.id, name: user.name, role: user.role } : { kind: 'visitor' };
}

export function originOf(ctx: Pick<Context, 'ip' | 'userAgent'>): AuditOrigin {
  return { ip: ctx.ip || null, userAgent: ctx.userAgent || null };
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function asId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 64) return value.trim();
  return null;
}

/** The record the mutation handed over, when it is the audited one; otherwise it is read back. */
function writtenRecord(written: Snapshot | undefined, key: string, entityId: string): Snapshot | undefined {
  return written !== undefined && asId(written[key]) === entityId ? written : undefined;
}

/**
 * Runs a mutation and appends its audit entry in one transaction: the record is loaded before
 * (updates, deletes) and after (creates, updates), and the entry carries what changed. A mutation
 * whose write returned the whole row hands it over (`ctx.recordWritten`) and the after-load is
 * skipped: on a visitor's message, testimonial or booking that is one round trip of five. The
 * mutation gets the transaction as `ctx.db`; when it fails, the transaction rolls back and no
 * entry is written. The signed-in user is read first, outside the transaction (on the embedded
 * database a query outside an open transaction would wait for it), and handed on as it is.
 */
export async function runAudited<R extends MiddlewareResult>(
  ctx: Context,
  facts: AuditFacts,
  path: string,
  rawInput: unknown,
  next: (ctx: Context) => Promise<R>,
): Promise<R> {
  const user = await ctx.getUser();
  const actor = actorOf(user);
  const idSource = facts.id ?? 'id';
  const inputId =
    idSource === 'self' ? (user ? String(user.id) : null) : asId(field(rawInput, idSource === 'id' ? 'id' : idSource.input));
  let result: R | undefined;
  const committed: ((ctx: Context) => void)[] = [];
  const afterCommit = (task: (ctx: Context) => void) => void committed.push(task);
  try {
    await inTransaction(ctx.db, async (trx) => {
      const before = inputId === null ? undefined : await loadSnapshot(trx, facts.entity, inputId, facts.key);
      let written: Snapshot | undefined;
      const recordWritten = (row: object) => {
        written = row as Snapshot;
      };
      result = await next({ ...ctx, db: trx, getUser: () => Promise.resolve(user), recordWritten, afterCommit });
      if (!result.ok) throw ROLLBACK;
      const entityId = inputId ?? asId(field(result.data, 'id'));
      const after =
        entityId === null
          ? undefined
          : (writtenRecord(written, facts.key ?? 'id', entityId) ?? (await loadSnapshot(trx, facts.entity, entityId, facts.key)));
      const changes = diffSnapshots(before, after);
      const action =
        typeof facts.action === 'function' ? facts.action(changes) : (facts.action ?? actionFromPath(path));
      const entityName = recordName(facts.entity, after ?? before) ?? (facts.nameFrom ? entryName(field(rawInput, facts.nameFrom)) : null);
      await appendAudit(trx, { actor, origin: originOf(ctx), action, entity: facts.entity, entityId, entityName, changes });
    });
  } catch (error) {
    if (error === ROLLBACK && result) return result;
    throw error;
  }
  for (const task of committed) task(ctx);
  return result as R;
}
