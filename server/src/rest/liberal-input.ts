/**
 * Query values that clients written against the specification send for "no value": a filter
 * built with `String(value)` arrives as 'undefined' or 'null', an unset one as ''. On the REST
 * door these mean the parameter was not given; the tRPC door keeps its strict schemas.
 * ('all' is handled by the filter schemas themselves, since it is a no-filter value on both doors.)
 */
const NO_VALUE = new Set(['', 'undefined', 'null']);

export function liberalQuery(query: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string' && NO_VALUE.has(value.trim())) continue;
    kept[key] = value;
  }
  return kept;
}
