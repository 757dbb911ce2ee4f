import './products.css';
import { formatRupiah, type Product, PRODUCT_CATEGORY_LABELS } from '@island/shared';
import { Gallery } from '../catalogue/Gallery.tsx';
import { ProductCard } from './ProductCard.tsx';
import { SellerLinks } from './SellerLinks.tsx';

export interface ProductDetailProps {
  product: Product;
  /** Arrives with the full answer; undefined while it loads. */
  relatedProducts?: readonly Product[] | undefined;
  onOpenProduct: (id: number) => void;
}

/** A product in full: picture, price, what it is made of, how long it lasts, the seller and related products. */
export function ProductDetail({ product, relatedProducts, onOpenProduct }: ProductDetailProps) {
  return (
    <div className="catalogue-detail product-detail">
      <Gallery images={[product.image]} alt={product.name} />
      <div className="catalogue-detail__text">
        <p className="catalogue-detail__category">{PRODUCT_CATEGORY_LABELS[product.category]}</p>
        <p className="product-detail__price">{formatRupiah(product.price)}</p>
        <dl className="product-facts">
          <div>
            <dt>Bahan (Material)</dt>
            <dd>{product.material}</dd>
          </div>
          <div>
            <dt>Daya Tahan (Durability)</dt>
            <dd>{product.durability}</dd>
          </div>
          <div>
            <dt>Waktu Pengiriman (Delivery Time)</dt>
            <dd>{product.deliveryTime}</dd>
          </div>
        </dl>
        <p className="catalogue-detail__body">{product.description}</p>
      </div>
      <section className="catalogue-detail__section product-seller" aria-labelledby={`seller-${product.id}`}>
        <h3 id={`seller-${product.id}`}>Informasi Penjual</h3>
        <p className="product-seller__brand">{product.sellerInfo.brand}</p>
        <SellerLinks seller={product.sellerInfo} productName={product.name} />
      </section>
      {relatedProducts && relatedProducts.length > 0 && (
        <section className="catalogue-detail__section" aria-labelledby={`related-${product.id}`}>
          <h3 id={`related-${product.id}`}>Produk Terkait</h3>
          <ul className="related-products">
            {relatedProducts.map((related) => (
              <li key={related.id}>
                <ProductCard product={related} onOpen={() => onOpenProduct(related.id)} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
