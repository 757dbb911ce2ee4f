import type { TourPackage } from '@island/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { useT } from '../../i18n/language.tsx';
import { tripLengthText } from '../../i18n/lengths.ts';

/** How long a package takes and how many must come; `children` adds facts of the same kind. */
export function PackageFacts({ pkg, children }: { pkg: TourPackage; children?: ReactNode }) {
  const { t, language } = useT();
  const duration = tripLengthText(language, pkg);
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
