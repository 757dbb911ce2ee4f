import './products.css';
import type { Product } from '@island/shared';
import { Gallery } from '../catalogue/Gallery.tsx';
import { ProductCard } from './ProductCard.tsx';
import { SellerLinks } from './SellerLinks.tsx';
import { useT } from '../../i18n/language.tsx';
import { productTexts } from './productTexts.ts';

export interface ProductDetailProps {
  product: Product;
  /** Arrives with the full answer; undefined while it loads. */
  relatedProducts?: readonly Product[] | undefined;
  onOpenProduct: (id: number) => void;
}

/** A product in full: picture, price, what it is made of, how long it lasts, the seller and related products. */
export function ProductDetail({ product, relatedProducts, onOpenProduct }: ProductDetailProps) {
  const { t, money, language } = useT();
  const texts = productTexts(product, language);
  return (
    <div className="catalogue-detail product-detail">
      {texts.someIndonesian && <p className="not-in-english">{t('language.notInEnglish')}</p>}
      <Gallery images={[product.image]} alt={texts.name.text} />
      <div className="catalogue-detail__text">
        <p className="catalogue-detail__category">{t(`categories.product.${product.category}`)}</p>
        <p className="product-detail__price">{money(product.price)}</p>
        <dl className="product-facts">
          <div>
            <dt>{t('products.material')}</dt>
            <dd>{product.material}</dd>
          </div>
          <div>
            <dt>{t('products.durability')}</dt>
            <dd>{product.durability}</dd>
          </div>
          <div>
            <dt>{t('products.delivery')}</dt>
            <dd>{product.deliveryTime}</dd>
          </div>
        </dl>
        <p className="catalogue-detail__body" lang={texts.description.lang}>
          {texts.description.text}
        </p>
      </div>
      <section className="catalogue-detail__section product-seller" aria-labelledby={`seller-${product.id}`}>
        <h3 id={`seller-${product.id}`}>{t('products.sellerInfo')}</h3>
        <p className="product-seller__brand">{product.sellerInfo.brand}</p>
        <SellerLinks seller={product.sellerInfo} productId={product.id} productName={product.name} />
      </section>
      {relatedProducts && relatedProducts.length > 0 && (
        <section className="catalogue-detail__section" aria-labelledby={`related-${product.id}`}>
          <h3 id={`related-${product.id}`}>{t('products.related')}</h3>
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
