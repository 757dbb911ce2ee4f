import type { TourPackage } from '@island/shared';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon.tsx';

/** How long a package takes and how many must come; `children` adds facts of the same kind. */
export function PackageFacts({ pkg, children }: { pkg: TourPackage; children?: ReactNode }) {
  return (
    <ul className="package-facts">
      <li>
        <Icon name="clock" size={18} />
        {pkg.duration}
      </li>
      <li>
        <Icon name="users" size={18} />
        Min. {pkg.minPersons} orang
      </li>
      {children}
    </ul>
  );
}
