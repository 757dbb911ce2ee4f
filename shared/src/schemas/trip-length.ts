import { z } from 'zod';
import { isTripLength, TRAVEL_MINUTES_MAX } from '../trip-lengths.ts';

export const TRIP_LENGTH_TEXTS = {
  tripLength: 'Lama trip: setengah hari atau 1–30 hari, malam lebih sedikit dari hari, jam mulai (dan selesai) berformat JJ:MM',
  travelMinutes: `Lama perjalanan dalam menit, 1–${TRAVEL_MINUTES_MAX}`,
} as const;

// `HH:MM` at most: isTripLength checks the time itself.
const clock = z.string().max(5, TRIP_LENGTH_TEXTS.tripLength).nullable();

/** A package's length as staff set it (shared/src/trip-lengths.ts); a REST client may send days as text. */
export const tripLengthInput = z
  .object({
    days: z.coerce.number({ error: TRIP_LENGTH_TEXTS.tripLength }),
    nights: z.coerce.number({ error: TRIP_LENGTH_TEXTS.tripLength }).default(0),
    from: clock.default(null).transform((v) => v || null),
    to: clock.default(null).transform((v) => v || null),
  }, { error: TRIP_LENGTH_TEXTS.tripLength })
  .refine(isTripLength, { message: TRIP_LENGTH_TEXTS.tripLength });

/** As it is answered: the numbers each page writes in its language (null: only the text `duration` is known). */
export const tripLengthSchema = z.object({
  days: z.number(),
  nights: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
