import type { FieldError as RhfFieldError, FieldErrors } from 'react-hook-form';
import type { FieldError } from '../../errors.ts';

/** Which form field shows an error about a request parameter ('location.lat' → 'lat'). */
export type FieldOf<N extends string = string> = (param: string) => N;

/** The default: a parameter's top-level name is the field ('gallery.2' → 'gallery'). */
export const topLevelField: FieldOf = (param) => param.split('.')[0] || param;

function isLeaf(node: unknown): node is RhfFieldError {
  return typeof node === 'object' && node !== null && typeof (node as { message?: unknown }).message === 'string';
}

/**
 * A react-hook-form error tree as the server's `errors[]` list: one `{ param, msg }` per message,
 * `param` being the dotted path. An error set by this module carries its request parameter in
 * `type` ('location.lat' on the field 'lat'); that is what the list names then.
 */
export function flattenFormErrors(errors: FieldErrors | Record<string, unknown>, prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'ref' || node === undefined || node === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(node)) {
      const param = typeof node.type === 'string' && node.type.startsWith('param:') ? node.type.slice('param:'.length) : path;
      out.push({ param, msg: node.message ?? '' });
    } else if (typeof node === 'object') {
      out.push(...flattenFormErrors(node as Record<string, unknown>, path));
    }
  }
  return out;
}

/** The first message for each field, in the order they came; the field keeps the parameter it was about. */
export function messagesByField<N extends string>(list: readonly FieldError[], fieldOf: FieldOf<N>): Map<N, FieldError> {
  const byField = new Map<N, FieldError>();
  for (const item of list) {
    const field = fieldOf(item.param);
    if (!byField.has(field)) byField.set(field, item);
  }
  return byField;
}

/** The error react-hook-form keeps for a field, remembering which request parameter it was about. */
export function fieldErrorFor(item: FieldError): RhfFieldError {
  return { type: `param:${item.param}`, message: item.msg };
}
