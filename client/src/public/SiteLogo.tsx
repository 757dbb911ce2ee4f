import { BrandMark } from './BrandMark.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';

/**
 * The logo staff uploaded in Settings, or the drawn emblem when there is none. Decorative: the
 * island's name always stands beside it. Same box either way, so nothing shifts when it loads.
 */
export function SiteLogo({ size = 40 }: { size?: number }) {
  const { settings } = useSiteSettings();
  const logo = settings.media.main_logo;
  if (!logo) return <BrandMark size={size} />;
  return <img className="site-logo" src={logo} alt="" width={size} height={size} decoding="async" />;
}
