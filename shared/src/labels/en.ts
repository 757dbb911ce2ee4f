import type { Labels } from './id.ts';

/**
 * The English words for every status, category and payment value, under the keys of ID_LABELS
 * (./id.ts): the specification's English labels. The English pages (i18n/en.ts) and the e-mails'
 * English half read them; the public site loads them only with its English texts.
 */
export const EN_LABELS: Labels = {
  destinationCategory: { beaches: 'Beaches', culture: 'Culture', nature: 'Nature', adventure: 'Adventure' },
  cultureCategory: { dance: 'Dance', culinary: 'Culinary', customs: 'Customs', wisdom: 'Local Wisdom' },
  articleCategory: { tips: 'Tips', tourism: 'Tourism', culture: 'Culture', msmes: 'Local Business', environment: 'Environment' },
  eventCategory: { festival: 'Festival', upacara_adat: 'Traditional Ceremony', pasar: 'Market', olahraga: 'Sport', lainnya: 'Other' },
  productCategory: { kerajinan: 'Crafts', kuliner: 'Food', fashion: 'Fashion', souvenir: 'Souvenirs', tekstil: 'Textiles', lainnya: 'Other' },
  bookingStatus: {
    pending: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
  payment: { unpaid: 'Not paid', deposit: 'Deposit received', paid: 'Paid', refunded: 'Refunded' },
  transportType: { speedboat: 'Speedboat', boat: 'Motorboat', ferry: 'Ferry' },
  departureReason: {
    high_waves: 'High waves',
    wind: 'Strong wind',
    engine: 'Engine trouble',
    holiday: 'Holiday',
    other: 'Other reason',
  },
  articleStatus: { draft: 'Draft', pending: 'Pending', published: 'Published', rejected: 'Rejected' },
  eventStatus: { published: 'Published', pending: 'Pending' },
  msmeCategory: { handicrafts: 'Handicrafts', food: 'Food & Beverage', textiles: 'Textiles', souvenirs: 'Souvenirs', homestay: 'Homestay', other: 'Other' },
  active: { active: 'Active', inactive: 'Inactive' },
  contactStatus: { unread: 'New', read: 'Read', replied: 'Replied', unreplied: 'Unreplied' },
  testimonialShown: { shown: 'Displayed', hidden: 'Hidden' },
  testimonialVerified: { verified: 'Verified', unverified: 'Pending' },
  role: { superadmin: 'Superadmin', admin: 'Admin', msme: 'MSME', contributor: 'Contributor' },
  chargeStatus: { pending: 'Waiting', paid: 'Paid', expired: 'Expired', failed: 'Failed', refunded: 'Refunded' },
};
