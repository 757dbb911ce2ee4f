import { type Departure, type DepartureReason, departureMessage, formatDay } from '@island/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendLater } from '../../mail/send-later.ts';
import type { Context } from '../../trpc/context.ts';
import { mailRecipientsOfDeparture } from './departure-notify.ts';
import type { DepartureStatusRow } from './departures.repo.ts';

/**
 * Whether a saved status is news for travellers: a delay or a cancellation that was not already
 * announced. Saving the same status again (a corrected note, a second tap) sends nothing; a delay
 * moved to another time is news, since the hour to be at the dock changed.
 */
export function isNewsForTravellers(before: DepartureStatusRow | undefined, after: DepartureStatusRow): boolean {
  if (after.status === 'running') return false;
  if (before?.status !== after.status) return true;
  return after.status === 'delayed' && before.new_time !== after.new_time;
}

// Bookings record no language: every message carries both, Indonesian first (as the bookings' mails).
const REASON_EN: Record<DepartureReason, string> = {
  high_waves: 'high waves',
  wind: 'strong wind',
  engine: 'engine trouble',
  holiday: 'a holiday',
  other: 'another reason',
};

type Described = Pick<Departure, 'name' | 'date' | 'time' | 'status' | 'newTime' | 'reason' | 'note'>;

function lineEn(d: Described): string {
  const reason = d.reason ? ` due to ${REASON_EN[d.reason]}` : '';
  const what = d.status === 'cancelled' ? `is cancelled${reason}` : `is delayed to ${d.newTime}${reason}`;
  return `Boat update: the ${d.name} departure on ${d.date} at ${d.time} ${what}.${d.note ? ` ${d.note}` : ''}`;
}

function subjectOf(departures: readonly Described[]): string {
  const [first] = departures as [Described];
  if (departures.length > 1) return `Info kapal ${formatDay(first.date)}: keberangkatan berubah / Boat update ${formatDay(first.date, 'en')}: departures changed`;
  return first.status === 'cancelled'
    ? `Info kapal: ${first.name} ${first.time} dibatalkan / Boat update: ${first.name} ${first.time} cancelled`
    : `Info kapal: ${first.name} ${first.time} ditunda ke ${first.newTime} / Boat update: ${first.name} ${first.time} delayed to ${first.newTime}`;
}

/** To a visitor with a booking on the date: the changed departures of that day and the board's address. */
function departureChangedMail(to: string, name: string, departures: readonly Described[], baseUrl: string): MailMessage {
  return {
    to,
    subject: subjectOf(departures),
    text:
      `Halo ${name},\n\nAnda memesan kunjungan pada ${formatDay(departures[0]!.date)}. Ada kabar tentang kapal hari itu:\n\n` +
      `${departures.map(departureMessage).join('\n')}\n\nJadwal kapal terbaru: ${baseUrl}/jadwal-kapal\n\n---\n\n` +
      `Hello ${name},\n\nYou booked a visit on ${formatDay(departures[0]!.date, 'en')}. There is news about the boats that day:\n\n` +
      `${departures.map(lineEn).join('\n')}\n\nLatest boat board: ${baseUrl}/en/jadwal-kapal\n`,
  };
}

/**
 * E-mails the visitors whom the changed departures concern, one message per address listing what
 * concerns them. Called after the write has committed; a failure to find them or to send is
 * logged, never the write's failure (staff still have the WhatsApp list).
 */
export async function mailTravellers(ctx: Pick<Context, 'db' | 'mailer' | 'log' | 'baseUrl'>, departures: readonly Departure[]): Promise<void> {
  if (!ctx.mailer.configured || departures.length === 0) return;
  try {
    const byAddress = new Map<string, { to: string; name: string; departures: Departure[] }>();
    // One after another: one connection is enough, and the embedded database has one.
    for (const departure of departures) {
      for (const r of await mailRecipientsOfDeparture(ctx.db, departure)) {
        const key = r.email.toLowerCase();
        const entry = byAddress.get(key) ?? { to: r.email, name: r.name, departures: [] };
        entry.departures.push(departure);
        byAddress.set(key, entry);
      }
    }
    for (const entry of byAddress.values()) {
      sendLater(ctx, departureChangedMail(entry.to, entry.name, entry.departures, ctx.baseUrl), { departureDate: departures[0]!.date });
    }
  } catch (error) {
    ctx.log.warn({ err: error, departureDate: departures[0]?.date }, 'departure e-mails not sent');
  }
}
