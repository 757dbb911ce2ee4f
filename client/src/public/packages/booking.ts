import type { TourPackage } from '@island/shared';
import { whatsappHref } from '../contactLinks.ts';

/** The chat's opening line, so the village knows at once which package the visitor means. */
export function bookingMessage(packageName: string): string {
  return `Halo, saya tertarik dengan paket wisata "${packageName}". Mohon info ketersediaan dan cara pemesanannya.`;
}

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com', 'whatsapp.com', 'www.whatsapp.com']);

/**
 * Where Book Now leads: the package's own booking link when staff gave one, otherwise a WhatsApp
 * chat with its contact. A WhatsApp link without a message of its own gets the prefilled one.
 */
export function bookingUrl(pkg: Pick<TourPackage, 'name' | 'whatsappContact' | 'whatsappBookingUrl'>): string {
  const text = bookingMessage(pkg.name);
  if (pkg.whatsappBookingUrl) {
    try {
      const url = new URL(pkg.whatsappBookingUrl);
      if (WHATSAPP_HOSTS.has(url.hostname) && !url.searchParams.has('text')) url.searchParams.set('text', text);
      return url.toString();
    } catch {
      return pkg.whatsappBookingUrl;
    }
  }
  return `${whatsappHref(pkg.whatsappContact)}?text=${encodeURIComponent(text)}`;
}
