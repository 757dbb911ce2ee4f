import { SEAT_TAKING_STATUSES } from '@island/shared';
import type { Db } from '../../db/database.ts';

/**
 * The visitors a departure carries: bookings on its date that hold seats and name it as their
 * boat out or back, and those that name no boat at all (booked before trips had boats, or of a
 * package without them), whom every boat of their day concerns. Read from the bookings table
 * here, so that the board asks no other module and bookings may read the boats.
 */
export async function passengersOf(db: Db, slot: { transportationId: number; date: string; time: string }): Promise<{ name: string; phone: string; email: string | null }[]> {
  return db
    .selectFrom('bookings')
    .select(['customer_name as name', 'customer_phone as phone', 'customer_email as email'])
    .where('booking_date', '=', slot.date)
    .where('status', 'in', SEAT_TAKING_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([eb('boat_out_id', '=', slot.transportationId), eb('boat_out_time', '=', slot.time)]),
        eb.and([eb('boat_back_id', '=', slot.transportationId), eb('boat_back_time', '=', slot.time)]),
        eb.and([eb('boat_out_id', 'is', null), eb('boat_back_id', 'is', null)]),
      ]),
    )
    .orderBy('id')
    .execute();
}
