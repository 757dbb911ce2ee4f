import { SITE_NAME_FALLBACK, type SiteSettings } from '@island/shared';
import { trpc } from './trpc.ts';

/** Empty settings: while they load, the header and footer show neutral words, never a wrong name. */
const EMPTY_SETTINGS: SiteSettings = {
  general: { island_name: '', village_name: '', description: '', welcome_message: '' },
  media: { hero_video_url: '', main_logo: null, hero_background: null, gallery: [] },
  contact: { address: '', phone: '', whatsapp: '', email: '', maps_embed_url: '', latitude: null, longitude: null, google_place_id: '' },
  island_profile: { community_values: '', history_description: '', location: '', population: '', best_time: '' },
  social: { tiktok: '', instagram: '', youtube: '', twitter: '' },
  payment: { bank_name: '', bank_account_number: '', bank_account_holder: '', qris_image: null, pay_at_jetty: false, payment_note: '' },
  homestay: { rotation_period: 'month' },
};

export interface SiteSettingsState {
  settings: SiteSettings;
  /** The island's name, or the neutral fallback. */
  islandName: string;
  villageName: string;
  /** False until the first answer arrives (and after a failure). */
  loaded: boolean;
}

/**
 * The site's settings for the header, footer and page titles. It reads the home page's own
 * query (home.get), so the home page, which arrives with that answer, asks for nothing more,
 * and every page shares one cached copy for 5 minutes.
 */
export function useSiteSettings(): SiteSettingsState {
  const query = trpc.home.get.useQuery(undefined, { select: (home) => home.settings });
  const settings = query.data ?? EMPTY_SETTINGS;
  return {
    settings,
    islandName: settings.general.island_name || SITE_NAME_FALLBACK,
    villageName: settings.general.village_name,
    loaded: query.isSuccess,
  };
}
