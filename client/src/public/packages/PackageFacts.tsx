import type { TourPackage } from '@island/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { useT } from '../../i18n/language.tsx';
import { twinText } from '../../i18n/twin.ts';

/** How long a package takes and how many must come; `children` adds facts of the same kind. */
export function PackageFacts({ pkg, children }: { pkg: TourPackage; children?: ReactNode }) {
  const { t, language } = useT();
  // A length given as numbers comes in both languages from the server (`durationEn`).
  const duration = twinText(language, pkg.duration, pkg.durationEn ?? pkg.en?.duration);
  return (
    <ul className="package-facts">
      <li>
        <Icon name="clock" size={18} />
        <span lang={duration.lang}>{duration.text}</span>
      </li>
      <li>
        <Icon name="users" size={18} />
        {t('packages.minPersons', { count: pkg.minPersons })}
      </li>
      {children}
    </ul>
  );
}
