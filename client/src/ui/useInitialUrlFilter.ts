import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL } from './useListParams.ts';

/**
 * A staff list's filter as the address first gives it (`?status=pending`, from the dashboard's
 * links), or 'all' when it is missing or not one of the allowed values. Read once, on opening.
 */
export function useInitialUrlFilter(name: string, allowed: readonly string[]): string {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => {
    const value = searchParams.get(name);
    return value !== null && allowed.includes(value) ? value : ALL;
  });
  return initial;
}
