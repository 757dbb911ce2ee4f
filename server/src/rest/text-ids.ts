import { z } from 'zod';

/**
 * Number fields that the REST door answers as text, while tRPC answers them as numbers. The API
 * that existing clients of the `/api` paths were written for sent some ids as strings, and those
 * clients compare them as strings (`typeof id === 'string'` before a delete, `authorId ===
 * String(user.id)`); the typed web app reads numbers over tRPC.
 *
 * A declaration names the object schema the fields belong to. Fields are found in a procedure's
 * output by their schema instance, not by their key: the object's extensions and picks carry them
 * (`articleSchema.extend(…)` keeps `articleSchema.shape.id`), and a field of the same name in
 * another object (a user's `id` beside an article) keeps its type. Inputs are untouched: their
 * schemas coerce "12" and 12 alike on both doors.
 */
export interface TextFields {
  readonly names: readonly string[];
  readonly fields: ReadonlySet<z.ZodType>;
}

/** `textFields(articleSchema, 'id', 'authorId')`: these fields of that object, as text on the REST door. */
export function textFields<S extends z.ZodObject>(schema: S, ...names: (keyof S['shape'] & string)[]): TextFields {
  return { names, fields: new Set(names.map((name) => schema.shape[name] as z.ZodType)) };
}

/** How a declared field is rewritten: a codec that turns the number into text, or only the text's type. */
type Purpose = 'convert' | 'describe';

/** The text type of a number field, keeping whether it may be null or left out. */
function textTypeOf(field: z.ZodType): z.ZodType {
  let text: z.ZodType = z.string();
  if (field.safeParse(null).success) text = text.nullable();
  if (field.safeParse(undefined).success) text = text.optional();
  return text;
}

function rewriteField(field: z.ZodType, purpose: Purpose): z.ZodType {
  const text = textTypeOf(field);
  if (purpose === 'describe') return text;
  return z.codec(field, text, {
    decode: (value) => (typeof value === 'number' ? String(value) : value) as z.output<typeof text>,
    encode: (value) => (typeof value === 'string' ? Number(value) : value) as z.input<typeof field>,
  });
}

/**
 * The schema with every declared field rewritten, or the same schema when none occurs in it.
 * Walks the wrappers an answer's schema is built from; a declared field behind any other kind
 * of schema is not reached, which `restTable` reports at start.
 */
function rewrite(schema: z.ZodType, fields: ReadonlySet<z.ZodType>, purpose: Purpose, seen: Set<z.ZodType>): z.ZodType {
  if (fields.has(schema)) {
    seen.add(schema);
    return rewriteField(schema, purpose);
  }
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const again = (inner: unknown) => rewrite(inner as z.ZodType, fields, purpose, seen);
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    let changed = false;
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = again(field);
      changed ||= shape[key] !== field;
    }
    return changed ? schema.extend(shape) : schema;
  }
  if (schema instanceof z.ZodArray) {
    const element = again(def.element);
    return element === def.element ? schema : schema.clone({ ...schema._zod.def, element } as never);
  }
  if (schema instanceof z.ZodUnion) {
    const options = (def.options as z.ZodType[]).map(again);
    return options.every((option, i) => option === (def.options as z.ZodType[])[i]) ? schema : schema.clone({ ...schema._zod.def, options } as never);
  }
  if ('innerType' in def) {
    // optional, nullable, default, prefault, readonly, catch, non-optional
    const innerType = again(def.innerType);
    return innerType === def.innerType ? schema : schema.clone({ ...schema._zod.def, innerType } as never);
  }
  return schema;
}

export interface RestAnswer {
  /** Turns the procedure's answer into the REST door's: the declared fields as text. */
  convert: z.ZodType;
  /** The REST answer's types, for the API reference and for tests that check answers. */
  describe: z.ZodType;
}

/**
 * The REST form of a procedure's output under its row's declarations; null when the row
 * declares none (the answer goes out as tRPC's). Throws when a declaration names no field of
 * the output, so a declaration cannot silently miss (a renamed or re-created schema).
 */
export function restAnswer(output: unknown, declared: readonly TextFields[] | undefined, where: string): RestAnswer | null {
  if (!declared || declared.length === 0) return null;
  if (!(output instanceof z.ZodType)) throw new Error(`${where}: text fields declared without an output schema`);
  const fields = new Set(declared.flatMap((declaration) => [...declaration.fields]));
  const seen = new Set<z.ZodType>();
  const convert = rewrite(output, fields, 'convert', seen);
  if (seen.size === 0) {
    const names = declared.flatMap((declaration) => declaration.names).join(', ');
    throw new Error(`${where}: none of the fields declared as text (${names}) occurs in its output`);
  }
  return { convert, describe: rewrite(output, fields, 'describe', new Set()) };
}
