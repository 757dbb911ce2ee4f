import { useT } from '../../i18n/language.tsx';

/** What a package costs each person, the figure large. */
export function PackagePrice({ price }: { price: number }) {
  const { t, money } = useT();
  return (
    <p className="package-price">
      <span className="package-price__amount">{money(price)}</span>
      <span className="package-price__unit">{t('packages.perPerson')}</span>
    </p>
  );
}
