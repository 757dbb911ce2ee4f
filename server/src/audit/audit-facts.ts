import type { AuditEntity } from '@island/shared';
import type { Changes } from './changes.ts';

/**
 * What a mutation declares about its audit entry, once, beside the procedure
 * (`.meta({ audit: … })`). The audit middleware (trpc/audited-mutation.ts, a step of every
 * procedure in trpc/procedures.ts, after its guard) reads it: it runs the mutation in a transaction, loads the record
 * before and after, and appends the entry in that transaction.
 */
export interface AuditFacts {
  /** The table the record lives in (the entry's `entity`). */
  entity: AuditEntity;
  /**
   * The entry's action; by default the procedure's name ('create', 'update', 'delete' for
   * 'remove', 'mark-read' for 'markRead'…). A function picks it from the changes (a role change).
   */
  action?: string | ((changes: Changes | null) => string);
  /**
   * Where the record's id comes from: the input's `id` (or, for a create, the answer's) by
   * default; an input key such as 'category'; or 'self', the signed-in user's own id.
   */
  id?: 'id' | 'self' | { input: string };
  /** The id column of the table, when not `id`. */
  key?: string;
  /**
   * The input key that names the record when no row of it can be read (a delete by another key
   * than the id: a closed date reopened by its date).
   */
  nameFrom?: string;
}

/**
 * Every mutation declares one of these (a test fails otherwise): the facts above; `own`, when the
 * procedure writes its entries itself (sign-in must record a failure, which rolls nothing back);
 * or `skip` with the reason it makes no entry.
 */
export type AuditDeclaration = AuditFacts | { own: string } | { skip: string };

export function isAuditFacts(declaration: AuditDeclaration | undefined): declaration is AuditFacts {
  return declaration !== undefined && 'entity' in declaration;
}

/** `markRead` → 'mark-read', `remove` → 'delete', `setStatus` → 'status', `toggleStatus` → 'toggle-status'. */
export function actionFromPath(path: string): string {
  const name = path.split('.').at(-1) ?? path;
  if (name === 'remove') return 'delete';
  const bare = name.startsWith('set') && name.length > 3 ? name.slice(3) : name;
  return bare.replace(/^[A-Z]/, (c) => c.toLowerCase()).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `.meta(audited('destinations'))`: the mutation writes a record of that table. */
export function audited(entity: AuditEntity, extra: Omit<AuditFacts, 'entity'> = {}): { audit: AuditFacts } {
  return { audit: { entity, ...extra } };
}
