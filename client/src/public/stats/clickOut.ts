import { type ClickChannel, splitLocalePath, type StatsItem } from '@island/shared';
import { readToken } from '../../tokenStorage.ts';

/**
 * The `onClick` of a button that leads out of the site (WhatsApp, Shopee, a route in Google
 * Maps…) or to the booking form: counts the click for its item. The link itself goes on as
 * usual; the beacon never holds it. The sender is the page view's chunk, already loaded by then
 * (imported the same way, so it stays one small chunk that imports nothing); a click names its
 * item itself and is sent with the list's path.
 */
export function clickOut(channel: ClickChannel, item: StatsItem): () => void {
  return () => {
    import('./beacon.ts').then(
      (beacon) => beacon.sendStatsBeacon({ readToken, splitLocalePath }, { channel, item }),
      () => undefined, // Offline, or a release replaced the chunk: this click is not counted.
    );
  };
}
