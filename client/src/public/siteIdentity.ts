/**
 * The island's name and contact details, in one place until the settings API feeds them
 * (general, contact and social settings, public-site.md §3).
 */
export const SITE_IDENTITY = {
  islandName: 'Pulau Bahari',
  villageName: 'Desa Bahari',
  region: 'Sulawesi Selatan',
  welcomeMessage: 'Selamat Datang di',
  description:
    'Pulau kecil berpasir putih dengan laut jernih, terumbu karang, dan kampung nelayan yang ramah. Nikmati alam, budaya, dan cita rasa lokal bersama warga desa.',
  contact: {
    address: 'Dermaga Desa Bahari, Sulawesi Selatan',
    phone: '+62 812-0000-0000',
    email: 'info@pulau.local',
  },
  social: {
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
    twitter: 'https://x.com/',
  },
  credit: 'Dikembangkan oleh Tim Digital Desa',
} as const;
