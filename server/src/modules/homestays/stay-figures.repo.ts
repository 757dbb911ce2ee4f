import type { StaffDashboard } from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The front desk's homestay work for the dashboard, in one pass over the stays not yet over:
 * stays waiting for confirmation, the village's choices no clerk has confirmed, and the guests
 * who arrive today and are still in a house tonight (pending or confirmed stays only).
 */
export async function stayFigures(db: Db, today: string): Promise<StaffDashboard['stays']> {
  const row = await db
    .selectFrom('stays')
    .where('check_out', '>', today)
    .where('status', 'in', ['pending', 'confirmed'])
    .select([
      countWhere(sql`status = 'pending'`).as('waiting'),
      countWhere(sql`chosen_by_village and not choice_confirmed`).as('unconfirmed_choices'),
      countWhere(sql`check_in = ${today}`).as('arriving_today'),
      sql<number>`coalesce(sum(guests) filter (where check_in <= ${today}), 0)::int`.as('guests_tonight'),
    ])
    .executeTakeFirstOrThrow();
  return {
    waiting: Number(row.waiting),
    unconfirmedChoices: Number(row.unconfirmed_choices),
    arrivingToday: Number(row.arriving_today),
    guestsTonight: Number(row.guests_tonight),
  };
}
