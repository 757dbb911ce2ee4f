import type { Departure } from '@island/shared';

/** What a departure's line says: its status, or "departed" once one on time (or unconfirmed) has left. */
export function shownStatus(d: Pick<Departure, 'departed' | 'status'>): Departure['status'] | 'departed' {
  return d.departed && (d.status === 'scheduled' || d.status === 'running') ? 'departed' : d.status;
}
