import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
// One import per icon, so the public bundle carries only the icons drawn here.
import Droplet from 'lucide-react/icons/droplet';
import Fish from 'lucide-react/icons/fish';
import Hospital from 'lucide-react/icons/hospital';
import House from 'lucide-react/icons/house';
import Landmark from 'lucide-react/icons/landmark';
import MapPin from 'lucide-react/icons/map-pin';
import Sailboat from 'lucide-react/icons/sailboat';
import Ship from 'lucide-react/icons/ship';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SquareParking from 'lucide-react/icons/square-parking';
import Toilet from 'lucide-react/icons/toilet';
import TreePalm from 'lucide-react/icons/tree-palm';
import Umbrella from 'lucide-react/icons/umbrella';
import UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import Waves from 'lucide-react/icons/waves';
import Wifi from 'lucide-react/icons/wifi';
import Zap from 'lucide-react/icons/zap';

/** Emoji variation selectors are dropped before looking up, so '🍽️' and '🍽' draw the same. */
const VARIATION = /[\uFE0E\uFE0F]/g;

/**
 * The stored emoji is the key; the icon is what people see, the same on every system (an emoji
 * shows as an empty box where no emoji font is installed). Keys are the presets of FACILITY_ICONS.
 */
const BY_EMOJI: Readonly<Record<string, { icon: LucideIcon; name: string }>> = {
  '🏝': { icon: TreePalm, name: 'Pulau' },
  '🏖': { icon: Umbrella, name: 'Pantai' },
  '⛵': { icon: Sailboat, name: 'Perahu layar' },
  '🚤': { icon: Ship, name: 'Kapal cepat' },
  '🐠': { icon: Fish, name: 'Ikan' },
  '🤿': { icon: Waves, name: 'Snorkeling' },
  '🏠': { icon: House, name: 'Penginapan' },
  '🍽': { icon: UtensilsCrossed, name: 'Tempat makan' },
  '🕌': { icon: Landmark, name: 'Masjid' },
  '🏥': { icon: Hospital, name: 'Kesehatan' },
  '📶': { icon: Wifi, name: 'Sinyal' },
  '⚡': { icon: Zap, name: 'Listrik' },
  '🚻': { icon: Toilet, name: 'Toilet' },
  '💧': { icon: Droplet, name: 'Air bersih' },
  '🅿': { icon: SquareParking, name: 'Parkir' },
  '🛒': { icon: ShoppingCart, name: 'Belanja' },
};

/** The icon for a stored facility key; a key typed by hand that has no icon gets a map pin. */
function facilityIconFor(key: string): LucideIcon {
  return BY_EMOJI[key.replace(VARIATION, '').trim()]?.icon ?? MapPin;
}

/** What a preset icon shows, in words (for the icon picker's buttons); the key itself otherwise. */
export function facilityIconName(key: string): string {
  return BY_EMOJI[key.replace(VARIATION, '').trim()]?.name ?? key;
}

/** A facility's icon, decorative: the facility's name always stands beside it. */
export function FacilityIcon({ icon, size = 24, className }: { icon: string; size?: number; className?: string }) {
  return createElement(facilityIconFor(icon), { size, strokeWidth: 1.75, className, 'aria-hidden': true, focusable: 'false' });
}
