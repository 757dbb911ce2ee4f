import { z } from 'zod';
import { idSchema } from './common.ts';
import { optionalText } from './fields.ts';
import { TRANSPORT_DIRECTIONS, TRANSPORT_TYPES } from './transportation.ts';
import { isIsoDate } from '../iso-date.ts';
import { seaDaySchema } from './sea.ts';
import { DEPARTURE_STATUS_WORDS } from './boat-board-texts.ts';
import { DEPARTURE_REASONS } from './departure-reasons.ts';

export { DEPARTURE_REASONS, type DepartureReason } from './departure-reasons.ts';

/**
 * What staff say of a departure on a date: it leaves on time (confirmed), later (with its new
 * time), or not at all. Stored, and sent by the desk.
 */
export const DEPARTURE_STATES = ['running', 'delayed', 'cancelled'] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];
/**
 * What the board says of a departure: 'scheduled' while nobody has said anything about it that
 * day (the timetable's word, not a promise), or what staff said.
 */
export const DEPARTURE_STATUSES = ['scheduled', ...DEPARTURE_STATES] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

export const BOAT_BOARD_TEXTS = {
  updated: 'Status keberangkatan diperbarui',
  dayCancelled: (count: number) => `${count} keberangkatan dibatalkan`,
  dateInvalid: 'Tanggal harus berformat YYYY-MM-DD',
  dateOutOfRange: 'Tanggal harus hari ini atau paling lama 60 hari ke depan',
  timeInvalid: 'Jam harus berformat HH:MM',
  timeNotScheduled: 'Jam ini tidak ada di jadwal keberangkatan kapal ini',
  statusInvalid: 'Status harus running, delayed atau cancelled',
  reasonInvalid: 'Alasan harus high_waves, wind, engine, holiday atau other',
  reasonRequired: 'Pilih alasan keterlambatan atau pembatalan',
  newTimeRequired: 'Jam keberangkatan baru wajib diisi untuk keterlambatan',
  noteLength: 'Catatan maksimal 200 karakter',
  noDepartures: 'Tidak ada keberangkatan terjadwal pada tanggal ini',
} as const;

const T = BOAT_BOARD_TEXTS;

/** How many days ahead staff may announce a change (a holiday is known weeks before). */
export const DEPARTURE_DAYS_AHEAD = 60;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The departures a timetable lists, in order: its 'HH:MM' entries ('7.30' counts as 07:30);
 * words such as 'Pagi' stay in the timetable text but are no departure the board can track.
 */
export function departureTimesOf(timetable: string): string[] {
  const times = timetable
    .split(',')
    .map((part) => part.trim().replace(/^(\d{1,2})[.:](\d{2})$/, (_, h: string, m: string) => `${h.padStart(2, '0')}:${m}`))
    .filter((part) => HHMM.test(part));
  return [...new Set(times)].sort();
}

const dateSchema = z.string({ error: T.dateInvalid }).trim().max(10, T.dateInvalid).refine(isIsoDate, T.dateInvalid);
const timeSchema = z.string({ error: T.timeInvalid }).trim().max(5, T.timeInvalid).regex(HHMM, T.timeInvalid);
const reasonSchema = z.enum(DEPARTURE_REASONS, { error: T.reasonInvalid });
const noteSchema = optionalText({ max: 200, length: T.noteLength });
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/** PUT /api/transportation/:id/departures: one departure's status on one date. */
export const departureUpdateInput = z
  .object({
    id: idSchema,
    date: dateSchema,
    time: timeSchema,
    status: z.enum(DEPARTURE_STATES, { error: T.statusInvalid }),
    new_time: z.preprocess(blankToNull, timeSchema.nullable()),
    reason: z.preprocess(blankToNull, reasonSchema.nullable()),
    note: noteSchema,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'delayed' && !value.new_time) ctx.addIssue({ code: 'custom', path: ['new_time'], message: T.newTimeRequired });
    if (value.status !== 'running' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: T.reasonRequired });
  })
  // Running again clears what a delay or cancellation said.
  .transform((value) => ({
    ...value,
    new_time: value.status === 'delayed' ? value.new_time : null,
    reason: value.status === 'running' ? null : value.reason,
    note: value.note ?? null,
  }));
export type DepartureUpdateInput = z.input<typeof departureUpdateInput>;

/** GET /api/transportation/departures?date=: the desk's look at one day it may announce for. */
export const departureDayInput = z.object({ date: dateSchema });

/** A storm: every departure of every active boat on one date is cancelled. */
export const cancelDayInput = z.object({ date: dateSchema, reason: reasonSchema, note: noteSchema.transform((v) => v ?? null) });
export type CancelDayInput = z.input<typeof cancelDayInput>;

export const departureSchema = z.object({
  transportationId: z.number().int(),
  name: z.string(),
  type: z.enum(TRANSPORT_TYPES),
  dockLocation: z.string(),
  /** To the island or back from it, with its two ends. */
  direction: z.enum(TRANSPORT_DIRECTIONS),
  fromPlace: z.string(),
  toPlace: z.string(),
  duration: z.string(),
  /** The crossing in minutes, which the board writes in its language; null: `duration` as written. */
  travelMinutes: z.number().int().nullable(),
  /** The crossing in English words, or null without minutes. */
  durationEn: z.string().nullable(),
  date: z.string(),
  /** The timetable's time. */
  time: z.string(),
  status: z.enum(DEPARTURE_STATUSES).describe(
    `What the board says, in its words (Indonesian / English): ${DEPARTURE_STATUSES.map((s) => `\`${s}\` ${DEPARTURE_STATUS_WORDS[s].id} / ${DEPARTURE_STATUS_WORDS[s].en}`).join('; ')}. ` +
      `\`scheduled\`: nobody has said anything about it that day; \`running\`: staff confirmed it leaves on time. A departure whose \`departed\` is true shows as ${DEPARTURE_STATUS_WORDS.departed.id} / ${DEPARTURE_STATUS_WORDS.departed.en} (a delayed one stays delayed).`,
  ),
  /**
   * Its time (a delay's new time) has passed on the island's clock and it was not cancelled:
   * the board lists it last in its group, as departed (or still as delayed).
   */
  departed: z.boolean(),
  newTime: z.string().nullable(),
  reason: z.enum(DEPARTURE_REASONS).nullable(),
  note: z.string().nullable(),
  /** When staff last changed it; null: nobody did, it runs as the timetable says. */
  updatedAt: z.string().nullable(),
});
export type Departure = z.infer<typeof departureSchema>;

export const boardDaySchema = z.object({
  date: z.string(),
  /**
   * The directions in the order the board shows them: the boats to the island first, the return
   * trips first once the morning's boats to the island have all left (or were cancelled).
   */
  directions: z.array(z.enum(TRANSPORT_DIRECTIONS)),
  /** Direction by direction in that order; in each, the departures to come by time, then the departed ones. */
  departures: z.array(departureSchema),
  /** The sea forecast for the day; null when the forecast is off, unreachable or silent. */
  sea: seaDaySchema.nullable(),
});

export type BoardDay = z.infer<typeof boardDaySchema>;

/** GET /api/transportation/today: today's and tomorrow's departures, in the island's time zone. */
export const boatBoardSchema = z.object({
  timeZone: z.string(),
  /** When the server read it: what a copy kept offline says its age is. */
  generatedAt: z.string(),
  today: boardDaySchema,
  tomorrow: boardDaySchema,
});
export type BoatBoard = z.infer<typeof boatBoardSchema>;

/** Someone a change concerns, with the chat that tells them, message written. */
export const notifyLinkSchema = z.object({ name: z.string(), phone: z.string(), url: z.string() });
export type NotifyLink = z.infer<typeof notifyLinkSchema>;

export const departureChangeSchema = z.object({
  departure: departureSchema,
  /** For delays and cancellations: the message and one WhatsApp link per person it concerns. */
  notify: z.object({ message: z.string(), links: z.array(notifyLinkSchema) }).nullable(),
});
export type DepartureChange = z.infer<typeof departureChangeSchema>;

export const dayCancelledSchema = z.object({
  date: z.string(),
  cancelled: z.number().int(),
  notify: z.object({ message: z.string(), links: z.array(notifyLinkSchema) }),
});
export type DayCancelled = z.infer<typeof dayCancelledSchema>;
