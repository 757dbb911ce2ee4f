/** The public header's entries, in the specification's order (public-site.md §2). */
export const PUBLIC_NAV = [
  { to: '/', label: 'Beranda', end: true },
  { to: '/destinasi', label: 'Destinasi', end: false },
  { to: '/paket-wisata', label: 'Paket Wisata', end: false },
  { to: '/umkm', label: 'UMKM', end: false },
  { to: '/budaya', label: 'Budaya', end: false },
  { to: '/artikel', label: 'Artikel', end: false },
  { to: '/kontak', label: 'Kontak', end: false },
  { to: '/peta', label: 'Peta', end: false },
] as const;
