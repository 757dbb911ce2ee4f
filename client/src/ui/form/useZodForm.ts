import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldPath, type FieldValues, type Resolver, set, useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldOf, fieldErrorFor, flattenFormErrors, messagesByField, topLevelField } from './fieldPaths.ts';

/** The form every screen builds on: react-hook-form typed by what the inputs hold (`V`) and what the schema gives back (`O`). */
export type ZodForm<V extends FieldValues, O = V> = UseFormReturn<V, unknown, O> & {
  /** Which field shows an error about a request parameter; used for the schema's and the server's errors alike. */
  fieldOf: FieldOf<FieldPath<V>>;
  /** Each shown field's label as text, filled in by `Field`: messages name a field as people see it. */
  labels: FieldLabels;
};

/** Field name → its label as text. */
export type FieldLabels = Map<string, string>;

export interface ZodFormOptions<S extends z.ZodType, V extends FieldValues> extends Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver' | 'defaultValues'> {
  /** What the inputs hold at the start (and after each reset). */
  defaultValues: V;
  /**
   * What the inputs hold → what the schema checks (the request body), when the two differ: text
   * typed into a number field, a list of images split into main image and gallery… Left out, the
   * values are checked as they are.
   */
  toInput?: (values: V) => unknown;
  /** Which field shows an error about a request parameter; the parameter's top-level name by default. */
  fieldOf?: (param: string) => FieldPath<V>;
  /**
   * When this changes, the form starts again from `defaultValues`, before paint. A dialog passes
   * e.g. `open && subject`, so each opening shows the subject's values and no earlier errors.
   */
  resetKey?: unknown;
}

/**
 * A react-hook-form form checked by a shared zod schema from @island/shared: the same rules and
 * texts as the server, before any request. Errors land on the fields named by `fieldOf`, so a
 * schema about the request body ('location.lat') can serve a form shaped for people ('lat').
 */
export function useZodForm<S extends z.ZodType, V extends FieldValues>(schema: S, options: ZodFormOptions<S, V>): ZodForm<V, z.output<S>> {
  const { defaultValues, toInput, fieldOf: givenFieldOf, resetKey, ...rest } = options;
  const fieldOf = (givenFieldOf ?? topLevelField) as FieldOf<FieldPath<V>>;
  const [labels] = useState<FieldLabels>(() => new Map());
  const form = useForm<V, unknown, z.output<S>>({
    ...rest,
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: zodFormResolver(schema, toInput, fieldOf),
  });

  // Read on reset only, so data arriving later (a default from the settings) never wipes what is being typed.
  const latestDefaults = useRef(defaultValues);
  useLayoutEffect(() => {
    latestDefaults.current = defaultValues;
  });
  const { reset } = form;
  const firstKey = useRef(resetKey);
  useLayoutEffect(() => {
    if (Object.is(firstKey.current, resetKey)) return;
    firstKey.current = resetKey;
    reset(latestDefaults.current);
  }, [resetKey, reset]);

  return { ...form, fieldOf, labels };
}

/** The zod resolver, over `toInput(values)` when given, with each error moved onto the field that shows it. */
export function zodFormResolver<S extends z.ZodType, V extends FieldValues>(
  schema: S,
  toInput: ((values: V) => unknown) | undefined,
  fieldOf: FieldOf<FieldPath<V>>,
): Resolver<V, unknown, z.output<S>> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await check((toInput ? toInput(values) : values) as FieldValues, context, options as never);
    const list = flattenFormErrors(result.errors);
    if (list.length === 0) return { values: result.values as z.output<S>, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [field, item] of messagesByField(list, fieldOf)) set(errors, field, fieldErrorFor(item));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
