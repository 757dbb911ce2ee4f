import { formatRupiah, type Product, PRODUCT_CATEGORY_LABELS } from '@island/shared';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';

/** A product as a visitor browses them: picture, name, price and who makes it. */
export function ProductCard({ product, onOpen, headingLevel }: { product: Product; onOpen: () => void; headingLevel?: 2 | 3 }) {
  return (
    <CatalogueCard
      image={product.image}
      title={product.name}
      eyebrow={PRODUCT_CATEGORY_LABELS[product.category]}
      onOpen={onOpen}
      headingLevel={headingLevel}
      footer={
        <button type="button" className="button button--ghost button--block" onClick={onOpen}>
          Lihat Detail<span className="visually-hidden"> {product.name}</span>
        </button>
      }
    >
      <p className="product-card__price">{formatRupiah(product.price)}</p>
      <p className="product-card__seller">
        <span className="visually-hidden">Penjual: </span>
        {product.sellerInfo.brand}
      </p>
    </CatalogueCard>
  );
}
