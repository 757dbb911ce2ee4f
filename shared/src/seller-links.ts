/**
 * Where a seller's shop and social buttons lead. Owners store their accounts however they know
 * them: a username, `@name`, a link without `https://` or a full URL; each becomes a profile URL.
 */
export type SellerChannel = 'instagram' | 'tiktok' | 'shopee' | 'facebook';

const PROFILE_URL: Record<SellerChannel, (name: string) => string> = {
  instagram: (name) => `https://www.instagram.com/${name}/`,
  tiktok: (name) => `https://www.tiktok.com/@${name}`,
  shopee: (name) => `https://shopee.co.id/${name}`,
  facebook: (name) => `https://www.facebook.com/${name}`,
};

/** The profile URL for a stored account, or null when there is none. */
export function sellerProfileUrl(channel: SellerChannel, value: string | null | undefined): string | null {
  const stored = value?.trim();
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  // A link typed without its scheme, e.g. "shopee.co.id/tenunpulau".
  if (/^[\w-]+(\.[\w-]+)+\//.test(stored)) return `https://${stored}`;
  const name = stored.replace(/^@+/, '').replace(/\/+$/, '');
  return name ? PROFILE_URL[channel](encodeURIComponent(name)) : null;
}

/** A WhatsApp chat with a number (a leading 0 becomes Indonesia's 62), opened with a message. */
export function whatsappChatUrl(number: string, message?: string): string {
  const digits = number.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  return `https://wa.me/${international}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** The chat's opening line, so the seller knows at once which product the visitor means. */
export function productInquiryMessage(productName: string): string {
  return `Halo, saya tertarik dengan produk "${productName}". Apakah masih tersedia?`;
}
