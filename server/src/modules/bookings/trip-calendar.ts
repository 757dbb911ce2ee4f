/**
 * A booking's "add to calendar" file (RFC 5545, through ical-generator as the agenda's files):
 * the trip as an all-day event on its date, named by the package and the code, with the booking
 * page's address, so a phone's calendar reminds the visitor and takes them back to the page.
 */

import type { Language, VisitorBooking } from '@island/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';

const WORDS: Record<Language, { description: (booking: VisitorBooking, url: string) => string }> = {
  id: { description: (b, url) => `Kode pesanan ${b.code}, ${b.participants} orang. Halaman pesanan: ${url}` },
  en: { description: (b, url) => `Booking code ${b.code}, ${b.participants} ${b.participants === 1 ? 'person' : 'people'}. Booking page: ${url}` },
};

export interface TripCalendarOptions {
  /** The booking page's own address, with its key: the only way back to it without an e-mail. */
  pageUrl: string;
  siteName: string;
  language: Language;
  /** When the file is made (the event's stamp). */
  now: Date;
}

export function tripCalendarOf(booking: VisitorBooking, options: TripCalendarOptions): string {
  const calendar = ical({
    prodId: { company: options.siteName, product: 'booking', language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  const [year, month, day] = booking.booking_date.split('-').map(Number) as [number, number, number];
  calendar.createEvent({
    id: `booking-${booking.code}@${new URL(options.pageUrl).hostname}`,
    // An all-day event is a date: written without a time or zone, it is that date everywhere.
    start: new Date(Date.UTC(year, month - 1, day)),
    // The end is exclusive: the day after.
    end: new Date(Date.UTC(year, month - 1, day + 1)),
    allDay: true,
    summary: `${booking.package_name} (${booking.code})`,
    description: WORDS[options.language].description(booking, options.pageUrl),
    location: options.siteName,
    url: options.pageUrl,
    stamp: options.now,
  });
  return calendar.toString();
}
