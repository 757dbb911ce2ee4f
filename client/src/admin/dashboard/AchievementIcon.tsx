import type { AchievementKey } from '@island/shared';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import Eye from 'lucide-react/icons/eye';
import Flame from 'lucide-react/icons/flame';
import PartyPopper from 'lucide-react/icons/party-popper';
import PenLine from 'lucide-react/icons/pen-line';

// Drawn icons instead of the stored emoji, which shows as an empty box without an emoji font.
const ICONS: Readonly<Record<AchievementKey, LucideIcon>> = {
  firstArticle: PenLine,
  firstPublished: PartyPopper,
  fivePublished: BookOpen,
  views100: Eye,
  views1000: Flame,
};

export function AchievementIcon({ achievement }: { achievement: AchievementKey }) {
  return createElement(ICONS[achievement] ?? Award, { size: 22, strokeWidth: 1.75, 'aria-hidden': true, focusable: 'false' });
}
