import { useCallback, useState } from 'react';
import type { FieldErrors } from './fieldErrors.ts';

/**
 * A form's values as typed and its errors by field. `set` changes one field and drops that
 * field's error, since what it complained about is gone; `bind(field)` gives a field component
 * its value, error and onChange.
 */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});

  const set = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const bind = <K extends keyof V & string>(field: K) => ({
    value: values[field],
    error: errors[field],
    onChange: (value: V[K]) => set(field, value),
  });

  return { values, setValues, errors, setErrors, set, bind };
}
