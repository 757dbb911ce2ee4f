/** A whole-number field somewhere in an input schema: where it is, and what its own rule allows. */
export interface IntegerField {
  /** Keys and array indexes from the input's root ([] when the input itself is the number). */
  path: (string | number)[];
  /** The lowest and highest values the field's schema accepts, when it says. */
  min: number | undefined;
  max: number | undefined;
  /** `min` itself is refused (`positive()`: above 0). */
  minExclusive: boolean;
  /** The field falls back to a default on a bad value (`.catch`) instead of refusing it. */
  lenient: boolean;
}

interface ZodInternals {
  _zod?: { def: Record<string, any> & { type: string } };
}

/**
 * Every integer field an input schema (zod 4) reads, found by walking its definition through
 * objects, arrays, unions, wrappers (optional, default, catch…) and pipes (preprocess, coerce).
 */
export function integerFields(schema: unknown, path: (string | number)[] = [], lenient = false, seen = new Set<unknown>()): IntegerField[] {
  const zod = (schema as ZodInternals)?._zod;
  if (!zod || seen.has(schema)) return [];
  const def = zod.def;
  const walk = (inner: unknown, at = path, soft = lenient) => integerFields(inner, at, soft, new Set([...seen, schema]));
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => walk(field, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return walk(def.innerType);
    case 'catch':
      return walk(def.innerType, path, true);
    case 'pipe':
      return unique([...walk(def.in), ...walk(def.out)]);
    case 'array':
      return walk(def.element, [...path, 0]);
    case 'union':
      return unique((def.options as unknown[]).flatMap((option) => walk(option)));
    case 'intersection':
      return unique([...walk(def.left), ...walk(def.right)]);
    case 'lazy':
      return walk(def.getter());
    case 'number': {
      const number = schema as { isInt?: boolean; minValue?: number | null; maxValue?: number | null };
      if (!number.isInt) return [];
      const min = number.minValue ?? undefined;
      const checks = (def.checks ?? []) as { _zod: { def: { check: string; value: number; inclusive: boolean } } }[];
      const minExclusive = checks.some((c) => c._zod.def.check === 'greater_than' && c._zod.def.value === min && !c._zod.def.inclusive);
      return [{ path, min, max: number.maxValue ?? undefined, minExclusive, lenient }];
    }
    default:
      return [];
  }
}

function unique(fields: IntegerField[]): IntegerField[] {
  const byPath = new Map<string, IntegerField>();
  for (const field of fields) {
    const key = JSON.stringify(field.path);
    const known = byPath.get(key);
    // A field read twice (a preprocess and its schema) keeps the strictest reading.
    byPath.set(key, known ? { ...known, lenient: known.lenient && field.lenient } : field);
  }
  return [...byPath.values()];
}
