import { type Departure, departureMessage, type NotifyLink, whatsappChatUrl } from '@island/shared';
import type { Db } from '../../db/database.ts';
import { passengersOf } from './departure-passengers.repo.ts';

/** Someone a departure's change concerns, reachable on WhatsApp (and by e-mail when they gave one). */
export interface Recipient {
  name: string;
  phone: string;
  email?: string | null;
}

/** The departure a provider is asked about. */
export interface DepartureSlot {
  transportationId: number;
  date: string;
  time: string;
}

/** One source of people travelling on a departure (bookings, a passenger list…). */
export type RecipientProvider = (db: Db, slot: DepartureSlot) => Promise<Recipient[]>;

/**
 * Where the people a change concerns come from: visitors booked on that boat at that time, and
 * those whose booking names no boat (each phone is listed once).
 */
const DEPARTURE_RECIPIENT_PROVIDERS: readonly RecipientProvider[] = [passengersOf];

/** Everyone the providers name for a departure, once per phone number. */
export async function recipientsOfDeparture(
  db: Db,
  slot: DepartureSlot,
  providers: readonly RecipientProvider[] = DEPARTURE_RECIPIENT_PROVIDERS,
): Promise<Recipient[]> {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const provider of providers) {
    for (const recipient of await provider(db, slot)) {
      const digits = recipient.phone.replace(/\D/g, '');
      if (digits.length < 6 || seen.has(digits)) continue;
      seen.add(digits);
      recipients.push(recipient);
    }
  }
  return recipients;
}

/** Everyone the providers name for a departure who gave an e-mail address, once per address (in any case). */
export async function mailRecipientsOfDeparture(
  db: Db,
  slot: DepartureSlot,
  providers: readonly RecipientProvider[] = DEPARTURE_RECIPIENT_PROVIDERS,
): Promise<(Recipient & { email: string })[]> {
  const byAddress = new Map<string, Recipient & { email: string }>();
  for (const provider of providers) {
    for (const recipient of await provider(db, slot)) {
      const email = recipient.email?.trim();
      if (!email || byAddress.has(email.toLowerCase())) continue;
      byAddress.set(email.toLowerCase(), { ...recipient, email });
    }
  }
  return [...byAddress.values()];
}

/** The message of a change and one ready WhatsApp chat per person it concerns (staff tap each). */
export async function departureNotice(
  db: Db,
  departure: Departure,
  providers: readonly RecipientProvider[] = DEPARTURE_RECIPIENT_PROVIDERS,
): Promise<{ message: string; links: NotifyLink[] }> {
  const message = departureMessage(departure);
  const recipients = await recipientsOfDeparture(db, departure, providers);
  return { message, links: recipients.map((r) => ({ name: r.name, phone: r.phone, url: whatsappChatUrl(r.phone, message) })) };
}
