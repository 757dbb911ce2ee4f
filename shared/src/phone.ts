/**
 * WhatsApp numbers as people type them, made one form: E.164 digits without the plus
 * (`6281234567890`), which is what a wa.me link and a comparison need. Indonesian numbers are
 * written `0812…`, `+62 812…`, `62812…` or `0062…`; other countries with their `+` (or `00`).
 */

/** Indonesia's calling code. */
const INDONESIA = '62';

/** The E.164 digits of a number, or null when it cannot be one. */
export function normalizeWhatsApp(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const international = text.startsWith('+');
  let digits = text.replace(/\D/g, '');
  if (!international && digits.startsWith('00')) digits = digits.slice(2);
  else if (!international && digits.startsWith('0')) digits = INDONESIA + digits.slice(1);
  else if (!international && !digits.startsWith(INDONESIA)) return null;
  if (digits.startsWith('0')) return null;
  if (digits.startsWith(INDONESIA)) {
    // Indonesian subscriber numbers (mobile 8…, landlines with an area code) are 8-12 digits.
    const national = digits.slice(INDONESIA.length);
    return /^[1-9]\d{7,11}$/.test(national) ? digits : null;
  }
  // E.164 allows at most 15 digits; shorter than 8 is no reachable number.
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** A stored number as people read it: `+62 812-3456-7890` for Indonesia, `+<digits>` otherwise. */
export function formatWhatsApp(digits: string): string {
  if (!digits.startsWith(INDONESIA)) return `+${digits}`;
  const national = digits.slice(INDONESIA.length);
  const groups = national.replace(/^(\d{3})(\d{4})(\d+)$/, '$1-$2-$3');
  return `+62 ${groups}`;
}

/** A wa.me link that opens a chat with the number, the message typed in. */
export function whatsAppLink(digits: string, text: string): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
