import { createFormControl, type FieldValues } from 'react-hook-form';
import { topLevelField } from './fieldPaths.ts';
import type { ZodForm } from './useZodForm.ts';

/** For unit tests: a react-hook-form form outside React, shaped as useZodForm returns it. */
export function formOf<V extends FieldValues>(defaultValues: V, fieldOf: (param: string) => string = topLevelField): ZodForm<V> {
  const { formControl } = createFormControl<V, unknown, V>({ defaultValues: defaultValues as never });
  return { ...formControl, fieldOf, labels: new Map() } as unknown as ZodForm<V>;
}

/** For unit tests: the options react-hook-form hands a resolver. */
export const resolverOptions = { fields: {}, shouldUseNativeValidation: undefined, criteriaMode: 'firstError' } as const;
