import type { ClickChannel, StatsItem } from '@island/shared';
import { sendStatsBeacon } from './beacon.ts';

/**
 * The `onClick` of a button that leads out of the site (WhatsApp, Shopee, a route in Google
 * Maps…) or to the booking form: counts the click for its item. The link itself goes on as
 * usual; the beacon never holds it.
 */
export function clickOut(channel: ClickChannel, item: StatsItem): () => void {
  return () => sendStatsBeacon({ channel, item });
}
