import crypto from 'node:crypto';

/**
 * What the benchmark measures. Add a module's main endpoints here. `auth` sends a superadmin
 * token (never cached). A public read is measured four ways: answered from the public cache and
 * made anew for every request (`bust`: a nonce parameter the cache keys on, or for a search a
 * new term each time), each with a browser's `Accept-Encoding` and without one.
 */
export interface BenchEndpoint {
  name: string;
  path: string;
  auth?: boolean;
  /** How each request of the uncached variant asks for an answer nobody asked before. */
  bust?: 'nonce' | 'search';
}

/**
 * A public write: the body each request sends (a JSON object), or a body per request `n` where
 * each must differ (a booking takes a seat of its own date).
 */
export interface BenchWrite {
  name: string;
  path: string;
  body: Record<string, unknown> | ((n: number) => Record<string, unknown>);
  /** Headers of its own (a beacon is counted only from a browser's user agent). */
  headers?: Record<string, string>;
}

/** A phone browser's user agent: beacons without one are not counted, so they would measure nothing. */
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A page view of a destination, as the public app sends it after paint (answers 204). */
export const BEACON: BenchWrite = {
  name: 'visitor beacon',
  path: '/api/stats/beacon',
  body: (n) => ({ path: `/destinasi?lihat=${1 + (n % 20)}`, referrer: n % 3 === 0 ? 'www.google.com' : null, screen: 'phone', lang: 'id' }),
  headers: { 'user-agent': PHONE_BROWSER },
};

/** The server key the bench's server runs with, which signs the provider's notifications below. */
export const BENCH_MIDTRANS_KEY = 'SB-Mid-server-bench-key';

/**
 * Midtrans's HTTP notification of a QRIS charge still waiting, signed as Midtrans signs
 * (SHA512 of order id, status code, gross amount and the server key), for an order of its own per
 * request: the signature checked, the inbox row written, nothing asked of the provider.
 */
export const PAYMENT_NOTIFICATION: BenchWrite = {
  name: 'payment notification',
  path: '/api/payments/midtrans/notification',
  body: (n) => {
    const orderId = `BENCH-${process.pid}-${n}`;
    const fields = { order_id: orderId, status_code: '201', gross_amount: '150000.00' };
    const signature = crypto.createHash('sha512').update(fields.order_id + fields.status_code + fields.gross_amount + BENCH_MIDTRANS_KEY).digest('hex');
    return { ...fields, transaction_status: 'pending', transaction_id: `bench-${n}`, payment_type: 'qris', currency: 'IDR', signature_key: signature };
  },
};

export const ENDPOINTS: BenchEndpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'auth profile', path: '/api/auth/profile', auth: true },
  { name: 'destinations list', path: '/api/destinations', bust: 'nonce' },
  // Over the extra rows bench/server.ts adds: a page deep in a category, and a search.
  { name: 'destinations category page', path: '/api/destinations?category=nature&page=50', bust: 'nonce' },
  { name: 'destinations search', path: '/api/destinations?search=mangrove', bust: 'search' },
  // The same term asked again with a new nonce: the answer is made anew, its match count may be kept.
  { name: 'destinations search, a repeated term', path: '/api/destinations?search=mangrove', bust: 'nonce' },
  { name: 'destination detail', path: '/api/destinations/1', bust: 'nonce' },
  { name: 'packages list', path: '/api/packages', bust: 'nonce' },
  { name: 'culture list', path: '/api/culture', bust: 'nonce' },
  { name: 'home', path: '/api/home', bust: 'nonce' },
  { name: 'settings', path: '/api/settings', bust: 'nonce' },
  { name: 'products list', path: '/api/products', bust: 'nonce' },
  { name: 'contact unread count', path: '/api/contact/unread-count', auth: true },
  { name: 'articles list', path: '/api/articles', bust: 'nonce' },
  { name: 'articles search', path: '/api/articles?search=pulau&category=tourism', bust: 'search' },
  // The superadmin's dashboard, never cached; BENCH_DASHBOARD=1 gives it 100k articles and 10k messages.
  { name: 'dashboard (staff)', path: '/api/dashboard', auth: true },
  // A demo article's public page: the article and its related articles.
  { name: 'article detail', path: '/api/articles/slug/sehari-penuh-di-pulau-karang-bulo-rencana-perjalanan-untuk-keluarga', bust: 'nonce' },
  // The visitor's day on the island: the boat board (today and tomorrow, the island's clock),
  // what happens during a stay, one event's page, the map of places and events, and the
  // calendar feed phones subscribe to (kept under its own key, so it has no uncached variant).
  { name: 'boat board', path: '/api/transportation/today', bust: 'nonce' },
  { name: 'events list', path: '/api/events', bust: 'nonce' },
  { name: 'event detail', path: '/api/events/slug/festival-kuliner-pesisir', bust: 'nonce' },
  { name: 'map', path: '/api/map', bust: 'nonce' },
  // A phone zoomed in on the village (about 900 × 900 m): the places in view, one by one.
  { name: 'map, a zoomed-in area', path: '/api/map?west=119.296&south=-5.024&east=119.304&north=-5.016', bust: 'nonce' },
  { name: 'events calendar feed', path: '/agenda.ics' },
  // A package's booking calendar (`{package}` is the bench's own bookable package, bench/server.ts):
  // the 120 days a form opens with, and one month.
  { name: 'booking availability 120 days', path: '/api/bookings/availability?package_id={package}', bust: 'nonce' },
  { name: 'booking availability month', path: '/api/bookings/availability?package_id={package}&from={today}&to={today+30}', bust: 'nonce' },
  // Where to sleep: the homestays with a room free for three nights two weeks ahead, and one
  // house's calendar of nights for two months (the demo households, seeded with the site).
  { name: 'homestays for three nights', path: '/api/homestays?from={today+14}&to={today+17}&guests=2', bust: 'nonce' },
  { name: 'homestay nights 60 days', path: '/api/homestays/homestay-daeng-rahma/availability?from={today}&to={today+60}', bust: 'nonce' },
];

export const WRITES: BenchWrite[] = [
  {
    name: 'contact message',
    path: '/api/contact',
    body: { name: 'Pengunjung Uji', email: 'tamu@contoh.id', subject: 'Pertanyaan paket', message: 'Apakah paket keliling pulau tersedia minggu depan untuk empat orang?' },
  },
  { name: 'testimonial', path: '/api/testimonials', body: { name: 'Tamu Uji', star: 5, message: 'Pulau yang indah, warganya ramah sekali.' } },
  // A visitor's booking: every request takes the package's lock (the capacity check), over the
  // 180 days from a month ahead of one package, the busiest case of the write.
  {
    name: 'booking create',
    path: '/api/bookings',
    body: (n) => ({
      package_id: '{package}',
      booking_date: `{today+${30 + (n % 180)}}`,
      participants: 2,
      customer_name: `Tamu Bench ${n}`,
      customer_phone: `0812${String(n % 100_000_000).padStart(8, '0')}`,
    }),
  },
  BEACON,
  PAYMENT_NOTIFICATION,
];
