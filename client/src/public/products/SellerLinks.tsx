import { type ClickChannel, productInquiryMessage, type SellerChannel, type SellerInfo, sellerProfileUrl, whatsappChatUrl } from '@island/shared';
import { Icon } from '../../ui/Icon.tsx';
import { useT } from '../../i18n/language.tsx';
import { clickOut } from '../stats/clickOut.ts';

const CHANNELS: readonly { channel: SellerChannel & keyof SellerInfo & ClickChannel; label: string }[] = [
  { channel: 'shopee', label: 'Shopee' },
  { channel: 'instagram', label: 'Instagram' },
  { channel: 'tiktok', label: 'TikTok' },
];

/**
 * The seller's buttons: a WhatsApp chat that names the product, then Shopee, Instagram and
 * TikTok, each only when the seller has that link (docs/product.md, Catalogues). Each press is
 * counted for the product (docs/product.md, Visitor statistics).
 */
export function SellerLinks({ seller, productId, productName }: { seller: SellerInfo; productId: number; productName: string }) {
  const { t } = useT();
  const item = { type: 'product', id: productId } as const;
  const links = CHANNELS.map(({ channel, label }) => ({ channel, label, href: sellerProfileUrl(channel, seller[channel]) })).filter(
    (link): link is (typeof CHANNELS)[number] & { href: string } => link.href !== null,
  );
  if (!seller.whatsapp && links.length === 0) return <p className="seller-links__none">{t('products.noContact')}</p>;
  return (
    <ul className="seller-links">
      {seller.whatsapp && (
        <li>
          <a
            className="button button--primary seller-links__whatsapp"
            href={whatsappChatUrl(seller.whatsapp, productInquiryMessage(productName))}
            target="_blank"
            rel="noopener noreferrer"
            onClick={clickOut('whatsapp', item)}
          >
            <Icon name="message" size={18} />
            WhatsApp<span className="visually-hidden">{t('products.sellerLink', { brand: seller.brand })}</span>
          </a>
        </li>
      )}
      {links.map((link) => (
        <li key={link.label}>
          <a className="button button--ghost" href={link.href} target="_blank" rel="noopener noreferrer" onClick={clickOut(link.channel, item)}>
            <Icon name="external" size={18} />
            {link.label}
            <span className="visually-hidden">{t('products.sellerLink', { brand: seller.brand })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
