import type { Article, Culture, Destination, Homestay, IslandEvent, Product, SiteSettings, TourPackage } from '@island/shared';
import type * as Schema from 'schema-dts';
import { islandInstant } from '../modules/events/event-calendar.ts';

/**
 * schema.org descriptions of the public pages, typed with schema-dts (Google's typings of the
 * schema.org vocabulary), so a misspelt property or a wrong value type fails the type check.
 * Search engines read them from `<script type="application/ld+json">` in the page's head.
 */
export type JsonLd = Schema.WithContext<Schema.Thing> | Schema.Graph;

const CONTEXT = 'https://schema.org' as const;

/** The site's own name: the island's, else the village's. */
export function siteNameOf(settings: SiteSettings, fallback: string): string {
  return settings.general.island_name || settings.general.village_name || fallback;
}

function images(...urls: readonly (string | null | undefined)[]): string[] {
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/** The village as the organisation behind the site (publisher of articles, seller of packages). */
function organization(settings: SiteSettings, origin: string, name: string): Schema.Organization {
  const { contact, social, media } = settings;
  const sameAs = [social.instagram, social.tiktok, social.youtube, social.twitter].filter((url) => /^https?:\/\//.test(url));
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.general.village_name || name,
    url: `${origin}/`,
    ...(media.main_logo ? { logo: media.main_logo } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.address ? { address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'ID' } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

function geo(lat: number | null, lng: number | null): Schema.GeoCoordinates | undefined {
  return lat === null || lng === null ? undefined : { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
}

/** Home: the island as a tourist destination and the village as the organisation. */
export function homeJsonLd(settings: SiteSettings, origin: string, name: string, description: string): Schema.Graph {
  const place = geo(settings.contact.latitude, settings.contact.longitude);
  const destination: Schema.TouristDestination = {
    '@type': 'TouristDestination',
    '@id': `${origin}/#destination`,
    name,
    description,
    url: `${origin}/`,
    image: images(settings.media.hero_background, ...settings.media.gallery),
    ...(place ? { geo: place } : {}),
    ...(settings.island_profile.location ? { address: { '@type': 'PostalAddress', addressRegion: settings.island_profile.location, addressCountry: 'ID' } } : {}),
  };
  return { '@context': CONTEXT, '@graph': [destination, organization(settings, origin, name)] };
}

export function destinationJsonLd(item: Destination, url: string, description: string): Schema.WithContext<Schema.TouristAttraction> {
  const place = geo(item.location.lat, item.location.lng);
  return {
    '@context': CONTEXT,
    '@type': 'TouristAttraction',
    name: item.title,
    description,
    url,
    image: images(item.image, ...item.gallery),
    ...(place ? { geo: place } : {}),
  };
}

/**
 * A homestay's page: a LodgingBusiness at the host's address, its pictures (the house's, then its
 * rooms'), arrival and departure times, the host's WhatsApp as its telephone, its facilities as
 * amenity features, and the range of its rooms' prices per night. Search engines show lodging
 * by these; no Offer, since a night's price depends on the dates and guests asked.
 */
export function homestayJsonLd(item: Homestay, url: string, description: string): Schema.WithContext<Schema.LodgingBusiness> {
  const place = geo(item.latitude, item.longitude);
  const rooms = item.rooms.filter((room) => room.active);
  const prices = rooms.map((room) => room.price_per_night);
  const pictures = images(...item.photos, ...rooms.flatMap((room) => room.photos));
  const rupiah = (value: number) => `Rp${value.toLocaleString('id-ID')}`;
  const { facilities } = item;
  const amenities: Schema.LocationFeatureSpecification[] = [
    { '@type': 'LocationFeatureSpecification', name: 'Breakfast', value: facilities.breakfast },
    { '@type': 'LocationFeatureSpecification', name: 'Air conditioning', value: facilities.cooling === 'ac' },
    { '@type': 'LocationFeatureSpecification', name: 'Private bathroom', value: facilities.bathroom === 'private' },
    { '@type': 'LocationFeatureSpecification', name: 'Drinking water', value: facilities.drinking_water },
    ...(facilities.electricity_hours ? [{ '@type': 'LocationFeatureSpecification' as const, name: 'Electricity hours', value: facilities.electricity_hours }] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'LodgingBusiness',
    name: item.name,
    description,
    url,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    address: { '@type': 'PostalAddress', streetAddress: item.address, addressCountry: 'ID' },
    ...(place ? { geo: place } : {}),
    telephone: `+${item.whatsapp}`,
    checkinTime: item.check_in_time,
    checkoutTime: item.check_out_time,
    amenityFeature: amenities,
    ...(rooms.length > 0 ? { numberOfRooms: rooms.reduce((sum, room) => sum + room.units, 0) } : {}),
    ...(prices.length > 0 ? { priceRange: Math.min(...prices) === Math.max(...prices) ? rupiah(Math.min(...prices)) : `${rupiah(Math.min(...prices))}–${rupiah(Math.max(...prices))}` } : {}),
    currenciesAccepted: 'IDR',
  };
}

/** An offer in rupiah at the page's address; what is listed can be bought or booked. */
function offer(price: number, url: string, seller: Schema.Organization): Schema.Offer {
  return { '@type': 'Offer', price, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url, seller };
}

/**
 * A tour package's page: a TouristTrip sold by the village, its day as an ordered list, and the
 * meeting point as where the trip starts.
 */
export function packageJsonLd(item: TourPackage, url: string, description: string, settings: SiteSettings, origin: string, name: string): Schema.WithContext<Schema.TouristTrip> {
  const seller = organization(settings, origin, name);
  const pin = item.meetingPointLocation ? geo(item.meetingPointLocation.lat, item.meetingPointLocation.lng) : undefined;
  const meetingPlace: Schema.Place | undefined = item.meetingPointName
    ? { '@type': 'Place', name: item.meetingPointName, ...(item.meetingPointDirections ? { description: item.meetingPointDirections } : {}), ...(pin ? { geo: pin } : {}) }
    : undefined;
  const itinerary: Schema.ItemList | undefined =
    item.itinerary.length > 0
      ? {
          '@type': 'ItemList',
          numberOfItems: item.itinerary.length,
          itemListElement: item.itinerary.map((row, index): Schema.ListItem => ({ '@type': 'ListItem', position: index + 1, name: `${row.time} — ${row.text}` })),
        }
      : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: item.name,
    description,
    url,
    image: images(item.image, ...item.gallery),
    provider: seller,
    offers: offer(item.price, url, seller),
    ...(itinerary ? { itinerary } : {}),
    ...(meetingPlace ? { tripOrigin: meetingPlace } : {}),
  };
}

/**
 * A package with guests' reviews shown, as a Product with their aggregateRating (search engines
 * read ratings of products, not of trips; the TouristTrip beside it describes the day).
 */
export function packageRatingJsonLd(
  item: TourPackage,
  url: string,
  description: string,
  rating: { average: number; count: number },
  seller: { settings: SiteSettings; origin: string; name: string },
): Schema.WithContext<Schema.Product> {
  const pictures = images(item.image, ...item.gallery);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    description,
    url,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    offers: offer(item.price, url, organization(seller.settings, seller.origin, seller.name)),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
  };
}

export function productJsonLd(item: Product, url: string, description: string): Schema.WithContext<Schema.Product> {
  const brand = item.sellerInfo.brand;
  const seller: Schema.Organization = { '@type': 'Organization', name: brand || 'UMKM' };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    description,
    url,
    image: images(item.image),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(item.material ? { material: item.material } : {}),
    offers: offer(item.price, url, seller),
  };
}

export function cultureJsonLd(item: Culture, url: string, description: string): Schema.WithContext<Schema.CreativeWork> {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: item.title,
    description,
    url,
    image: images(item.image, ...item.gallery),
    dateModified: item.updated_at,
  };
}

export function articleJsonLd(item: Article, url: string, description: string, settings: SiteSettings, origin: string, name: string): Schema.WithContext<Schema.Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: item.title.slice(0, 110),
    description,
    url,
    mainEntityOfPage: url,
    image: images(item.featuredImage),
    datePublished: item.publishedAt ?? item.created_at,
    dateModified: item.updated_at,
    author: { '@type': 'Person', name: item.authorName || name },
    publisher: organization(settings, origin, name),
    articleSection: item.category,
    ...(item.tags.length > 0 ? { keywords: item.tags.join(', ') } : {}),
  };
}

/**
 * An event of the agenda at its shown occurrence (a yearly one: its next), so search engines list
 * its dates. Dates without a time are whole days; a time on the island's clock is written as its UTC instant.
 */
export function eventJsonLd(
  item: IslandEvent,
  url: string,
  description: string,
  settings: SiteSettings,
  site: { origin: string; name: string; timeZone: string },
): Schema.WithContext<Schema.Event> {
  const { origin, name, timeZone } = site;
  const when = (day: string, time: string | null) => (time ? islandInstant(day, time, timeZone).toISOString() : day);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: item.title,
    description,
    url,
    image: images(item.image),
    startDate: when(item.nextStartsOn, item.startTime),
    endDate: when(item.nextEndsOn, item.endTime ?? (item.startTime && item.nextEndsOn !== item.nextStartsOn ? null : item.startTime)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: item.destinationName ?? item.place,
      address: item.place,
      ...(item.latitude !== null && item.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: item.latitude, longitude: item.longitude } } : {}),
    },
    organizer: organization(settings, origin, name),
    ...(item.price ? { offers: { '@type': 'Offer', url, description: item.price } } : {}),
  };
}
