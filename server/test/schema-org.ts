/**
 * A small checker of schema.org JSON-LD for the types the site's pages use: each node's
 * `@type` must be one of them, its properties must belong to that type (schema.org's own
 * property lists, inherited ones included), the properties search engines require for it must
 * be there, and values must have the expected kind (absolute URLs, ISO dates, numbers in range,
 * ISO 4217 currency). Nested nodes are checked the same way. Returns the problems found.
 */
const THING = ['@id', 'name', 'description', 'url', 'image', 'sameAs', 'alternateName', 'identifier'];
const PLACE = [...THING, 'geo', 'address', 'telephone', 'containedInPlace', 'hasMap'];
const CREATIVE_WORK = [...THING, 'headline', 'author', 'publisher', 'datePublished', 'dateModified', 'mainEntityOfPage', 'keywords', 'inLanguage', 'about'];

interface TypeRule {
  allowed: readonly string[];
  required: readonly string[];
}

export const SCHEMA_TYPES: Readonly<Record<string, TypeRule>> = {
  TouristDestination: { allowed: [...PLACE, 'touristType', 'includesAttraction'], required: ['name', 'url', 'description'] },
  TouristAttraction: { allowed: [...PLACE, 'touristType', 'availableLanguage'], required: ['name', 'url', 'description', 'image'] },
  Organization: { allowed: [...THING, 'logo', 'email', 'telephone', 'address'], required: ['name'] },
  PostalAddress: { allowed: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'], required: ['addressCountry'] },
  GeoCoordinates: { allowed: ['latitude', 'longitude', 'elevation'], required: ['latitude', 'longitude'] },
  // Google's product snippets require a name and one of offers, review or aggregateRating.
  Product: { allowed: [...THING, 'brand', 'offers', 'category', 'material', 'sku', 'review', 'aggregateRating'], required: ['name', 'offers', 'image', 'description'] },
  Offer: { allowed: ['price', 'priceCurrency', 'availability', 'url', 'seller', 'priceValidUntil', 'itemCondition'], required: ['price', 'priceCurrency'] },
  Brand: { allowed: [...THING, 'logo'], required: ['name'] },
  Person: { allowed: [...THING, 'email'], required: ['name'] },
  Article: { allowed: [...CREATIVE_WORK, 'articleSection', 'articleBody', 'wordCount'], required: ['headline', 'image', 'datePublished', 'author', 'publisher'] },
  CreativeWork: { allowed: CREATIVE_WORK, required: ['name', 'url'] },
  TouristTrip: { allowed: [...THING, 'offers', 'provider', 'itinerary', 'tripOrigin', 'touristType', 'arrivalTime', 'departureTime', 'subTrip', 'partOfTrip'], required: ['name', 'url', 'description'] },
  ItemList: { allowed: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'], required: ['itemListElement'] },
  ListItem: { allowed: [...THING, 'position', 'item'], required: ['position'] },
  Place: { allowed: PLACE, required: ['name'] },
  // Google's lodging results read the address; the rest are recommended properties of a LocalBusiness.
  LodgingBusiness: {
    allowed: [...PLACE, 'priceRange', 'checkinTime', 'checkoutTime', 'amenityFeature', 'numberOfRooms', 'currenciesAccepted', 'petsAllowed', 'starRating', 'availableLanguage', 'makesOffer'],
    required: ['name', 'url', 'description', 'address'],
  },
  LocationFeatureSpecification: { allowed: ['name', 'value'], required: ['name', 'value'] },
  AggregateRating: { allowed: ['ratingValue', 'reviewCount', 'ratingCount', 'bestRating', 'worstRating'], required: ['ratingValue', 'reviewCount'] },
};

const URL_PROPS = new Set(['url', 'image', 'logo', 'sameAs', 'mainEntityOfPage', '@id']);
const DATE_PROPS = new Set(['datePublished', 'dateModified', 'priceValidUntil']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkValue(key: string, value: unknown, where: string, problems: string[]) {
  const values = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && value.length === 0) problems.push(`${where}.${key}: empty list`);
  for (const item of values) {
    if (item && typeof item === 'object') {
      checkNode(item as Record<string, unknown>, `${where}.${key}`, problems);
      continue;
    }
    if (URL_PROPS.has(key) && !isAbsoluteUrl(item)) problems.push(`${where}.${key}: not an absolute URL (${String(item)})`);
    if (DATE_PROPS.has(key) && !(typeof item === 'string' && ISO_DATE.test(item))) problems.push(`${where}.${key}: not an ISO 8601 date`);
    if (typeof item === 'string' && item.trim() === '') problems.push(`${where}.${key}: empty text`);
  }
  if (key === 'latitude' && !(typeof value === 'number' && value >= -90 && value <= 90)) problems.push(`${where}.latitude: not a latitude`);
  if (key === 'longitude' && !(typeof value === 'number' && value >= -180 && value <= 180)) problems.push(`${where}.longitude: not a longitude`);
  if (key === 'price' && !(typeof value === 'number' && value >= 0) && !(typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))) problems.push(`${where}.price: not a price`);
  if (key === 'priceCurrency' && !(typeof value === 'string' && /^[A-Z]{3}$/.test(value))) problems.push(`${where}.priceCurrency: not ISO 4217`);
  if (key === 'availability' && !(typeof value === 'string' && /^https:\/\/schema\.org\/[A-Z][A-Za-z]+$/.test(value))) problems.push(`${where}.availability: not a schema.org ItemAvailability`);
}

function checkNode(node: Record<string, unknown>, where: string, problems: string[]) {
  const type = node['@type'];
  if (typeof type !== 'string') {
    problems.push(`${where}: no @type`);
    return;
  }
  const rule = SCHEMA_TYPES[type];
  if (!rule) {
    problems.push(`${where}: unexpected type ${type}`);
    return;
  }
  for (const key of rule.required) if (node[key] === undefined || node[key] === null) problems.push(`${where} (${type}): missing ${key}`);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@type' || key === '@context') continue;
    if (!rule.allowed.includes(key)) {
      problems.push(`${where} (${type}): ${key} is not a property of ${type}`);
      continue;
    }
    checkValue(key, value, `${where}.${type}`, problems);
  }
}

/** Problems of one JSON-LD block (a node with @context, or a @graph of nodes). */
export function checkJsonLd(data: unknown): string[] {
  const problems: string[] = [];
  if (!data || typeof data !== 'object') return ['not an object'];
  const block = data as Record<string, unknown>;
  if (block['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const nodes = Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block];
  nodes.forEach((node, i) => checkNode(node, Array.isArray(block['@graph']) ? `@graph[${i}]` : '$', problems));
  return problems;
}

/** The types of a block's top-level nodes. */
export function jsonLdTypes(data: unknown): string[] {
  const block = data as Record<string, unknown>;
  const nodes = Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block];
  return nodes.map((node) => String(node['@type']));
}
