import type { Product } from '@island/shared';
import { CatalogueCard } from '../catalogue/CatalogueCard.tsx';
import { useT } from '../../i18n/language.tsx';
import { productTexts } from './productTexts.ts';

/** A product as a visitor browses them: picture, name, price and who makes it. */
export function ProductCard({ product, onOpen, headingLevel }: { product: Product; onOpen: () => void; headingLevel?: 2 | 3 }) {
  const { t, money, language } = useT();
  const { name } = productTexts(product, language);
  return (
    <CatalogueCard
      image={product.image}
      title={name.text}
      titleLang={name.lang}
      eyebrow={t(`categories.product.${product.category}`)}
      onOpen={onOpen}
      headingLevel={headingLevel}
      footer={
        <button type="button" className="button button--ghost button--block" onClick={onOpen}>
          {t('common.viewDetail')}
          <span className="visually-hidden" lang={name.lang}>
            {' '}
            {name.text}
          </span>
        </button>
      }
    >
      <p className="product-card__price">{money(product.price)}</p>
      <p className="product-card__seller">
        <span className="visually-hidden">{t('products.seller')}</span>
        {product.sellerInfo.brand}
      </p>
    </CatalogueCard>
  );
}
