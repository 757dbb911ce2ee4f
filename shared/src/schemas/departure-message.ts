import { ID_PUBLIC_LABELS } from '../labels/id-public.ts';
import { formatDay } from '../iso-date.ts';
import type { Departure } from './boat-board.ts';

// Apart from the board's schema: the words of the reasons (labels/) name the schemas' types, so the
// schema itself reads no words.

/** The line a passenger receives, in Indonesian (the clerk sends it as it is, or edits it in WhatsApp); the reason in the board's words. */
export function departureMessage(d: Pick<Departure, 'name' | 'date' | 'time' | 'status' | 'newTime' | 'reason' | 'note'>): string {
  const reason = d.reason ? ` karena ${ID_PUBLIC_LABELS.departureReason[d.reason].toLowerCase()}` : '';
  const note = d.note ? ` ${d.note}` : '';
  const what =
    d.status === 'cancelled'
      ? `dibatalkan${reason}`
      : d.status === 'delayed'
        ? `ditunda ke pukul ${d.newTime}${reason}`
        : 'berangkat sesuai jadwal';
  return `Info kapal: keberangkatan ${d.name} hari ${formatDay(d.date)} pukul ${d.time} ${what}.${note}`;
}
