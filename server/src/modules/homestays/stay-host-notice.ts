import type { Stay } from '@island/shared';
import type { Db } from '../../db/database.ts';
import { sendLater } from '../../mail/send-later.ts';
import { type Context, whenCommitted } from '../../trpc/context.ts';
import { newStayNotice } from './stays.mail.ts';

/** The e-mail of the host household's owner account, when it is active and the stay has a house. */
async function hostEmail(db: Db, homestayId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('homestays as h')
    .innerJoin('msmes as m', 'm.id', 'h.msme_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('h.id', '=', homestayId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  return row?.email;
}

/**
 * Tells the host family that guests are coming: when a visitor picked their house, and when
 * staff confirm (or move) a stay the village chose, never for a proposal staff have not looked
 * at yet (the household whose turn it was would hear of guests who may go elsewhere). The
 * office's own copy goes to NOTIFY_EMAIL, so a host who is also that address gets one mail.
 * Sent once the audited write has committed, never for one that rolled back.
 */
export async function noticeHost(ctx: Context, stay: Stay): Promise<void> {
  if (stay.homestay_id === null) return;
  const to = await hostEmail(ctx.db, stay.homestay_id);
  if (!to || to === ctx.config.notifyEmail) return;
  const notice = newStayNotice(to, stay, `${ctx.baseUrl}/admin/homestay`);
  whenCommitted(ctx, (committed) => sendLater(committed, notice, { stayCode: stay.code }));
}
