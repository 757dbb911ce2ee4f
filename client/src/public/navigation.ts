/** The public header's entries, in their order (docs/product.md, The public site); labels are text keys. */
export const PUBLIC_NAV = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/destinasi', label: 'nav.destinations', end: false },
  { to: '/paket-wisata', label: 'nav.packages', end: false },
  { to: '/umkm', label: 'nav.umkm', end: false },
  { to: '/budaya', label: 'nav.culture', end: false },
  { to: '/agenda', label: 'nav.agenda', end: false },
  { to: '/artikel', label: 'nav.articles', end: false },
  { to: '/kontak', label: 'nav.contact', end: false },
  { to: '/peta', label: 'nav.map', end: false },
] as const;

/**
 * The footer's quick links: the header's, and the boat board, which a visitor on the island looks
 * up every day but which the header (the specification's list) leaves out.
 */
export const FOOTER_NAV = [...PUBLIC_NAV.slice(0, 6), { to: '/jadwal-kapal', label: 'board.title', end: false }, ...PUBLIC_NAV.slice(6)] as const;
