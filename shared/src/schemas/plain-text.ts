import { TEXTS } from '../texts.ts';

/**
 * The one rule every incoming string follows: no NUL or other control characters (a newline, a
 * carriage return and a tab are text) and no lone UTF-16 surrogates. PostgreSQL refuses both
 * (NUL in text, lone surrogates in jsonb), so they are refused at the door with a 400 instead.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = TEXTS.unsafeCharacters;

export function isPlainText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** The path (`a.b.0`) of the first string in a value, keys included, that breaks the rule. */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isPlainText(value) ? null : path.join('.') || 'input';
  // Deeper than any form: refuse rather than walk an attacker's nesting.
  if (depth > 32) return path.join('.') || 'input';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isPlainText(key)) return [...path, '(key)'].join('.');
      const found = findUnsafeText(item, [...path, key], depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}
