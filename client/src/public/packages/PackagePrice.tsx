import { formatRupiah } from '@island/shared';

/** What a package costs each person, the figure large. */
export function PackagePrice({ price }: { price: number }) {
  return (
    <p className="package-price">
      <span className="package-price__amount">{formatRupiah(price)}</span>
      <span className="package-price__unit"> / orang</span>
    </p>
  );
}
