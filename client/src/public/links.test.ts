import { describe, expect, it } from 'vitest';
import { mapEmbedFromCoordinates, mapEmbedUrl, mapLinkFromCoordinates } from '../ui/mapEmbed.ts';
import { directionsUrl, mapPlaceUrl } from './catalogue/maps.ts';
import { bookingMessage, bookingUrl } from './packages/booking.ts';

describe('map links', () => {
  it('builds an embed and a link from coordinates in range, and none otherwise', () => {
    expect(mapEmbedFromCoordinates(-5, 119.3)).toBe('https://www.google.com/maps?q=-5,119.3&z=15&output=embed');
    expect(mapEmbedFromCoordinates(95, 119)).toBeNull();
    expect(mapEmbedFromCoordinates(null, 119)).toBeNull();
    expect(mapLinkFromCoordinates(-5, 119.3)).toBe('https://www.google.com/maps/search/?api=1&query=-5,119.3');
    expect(mapLinkFromCoordinates(-5, Number.NaN)).toBeNull();
  });

  it('prefers the embed staff pasted', () => {
    expect(mapEmbedUrl({ maps_embed_url: ' https://maps.example/embed ', latitude: -5, longitude: 119 })).toBe('https://maps.example/embed');
    expect(mapEmbedUrl({ maps_embed_url: '', latitude: -5, longitude: 119 })).toContain('q=-5,119');
  });

  it('links a place and the way there', () => {
    expect(mapPlaceUrl(-5, 119)).toBe('https://www.google.com/maps?q=-5,119&z=15');
    expect(directionsUrl(-5, 119)).toBe('https://www.google.com/maps/dir/?api=1&destination=-5,119');
  });
});

describe('booking link', () => {
  it("adds the package's opening line to a WhatsApp link that has no message", () => {
    const url = new URL(bookingUrl({ name: 'Snorkeling', whatsappContact: '62812', whatsappBookingUrl: 'https://wa.me/62812' }));
    expect(url.searchParams.get('text')).toBe(bookingMessage('Snorkeling'));
  });

  it('keeps a booking link of another site as it is', () => {
    expect(bookingUrl({ name: 'P', whatsappContact: '62812', whatsappBookingUrl: 'https://booking.example/p?id=1' })).toBe('https://booking.example/p?id=1');
  });

  it('opens a chat with the contact when there is no booking link', () => {
    const href = bookingUrl({ name: 'Snorkeling', whatsappContact: '0812-3456', whatsappBookingUrl: null });
    expect(href.startsWith('https://wa.me/628123456?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(bookingMessage('Snorkeling'));
  });
});
