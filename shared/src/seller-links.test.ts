import { describe, expect, it } from 'vitest';
import { productInquiryMessage, sellerProfileUrl, whatsappChatUrl } from './seller-links.ts';

describe('sellerProfileUrl', () => {
  it.each([
    ['instagram', 'tenun.pulau', 'https://www.instagram.com/tenun.pulau/'],
    ['instagram', '@tenun.pulau', 'https://www.instagram.com/tenun.pulau/'],
    ['instagram', 'https://instagram.com/tenun.pulau', 'https://instagram.com/tenun.pulau'],
    ['tiktok', 'ikankeringdaeng', 'https://www.tiktok.com/@ikankeringdaeng'],
    ['tiktok', '@ikankeringdaeng', 'https://www.tiktok.com/@ikankeringdaeng'],
    ['shopee', 'shopee.co.id/tenunpulau', 'https://shopee.co.id/tenunpulau'],
    ['shopee', 'tenunpulau', 'https://shopee.co.id/tenunpulau'],
    ['facebook', 'Tenun Pulau', 'https://www.facebook.com/Tenun%20Pulau'],
  ] as const)('%s %s → %s', (channel, value, url) => {
    expect(sellerProfileUrl(channel, value)).toBe(url);
  });

  it('answers null when the seller has no such account', () => {
    expect(sellerProfileUrl('shopee', null)).toBeNull();
    expect(sellerProfileUrl('instagram', '  ')).toBeNull();
    expect(sellerProfileUrl('tiktok', '@')).toBeNull();
  });
});

describe('whatsappChatUrl', () => {
  it('turns a local number into an international chat link with the product named', () => {
    const url = whatsappChatUrl('0812-4190-3377', productInquiryMessage('Miniatur Phinisi'));
    expect(url).toBe(`https://wa.me/6281241903377?text=${encodeURIComponent('Halo, saya tertarik dengan produk "Miniatur Phinisi". Apakah masih tersedia?')}`);
    expect(whatsappChatUrl('+62 812 111')).toBe('https://wa.me/62812111');
  });
});
