/**
 * What the benchmark measures. Add a module's main endpoints here. `auth` sends a superadmin
 * token; `{package}` in a path is the bench's own bookable package (bench/server.ts); a POST sends
 * `body(n)` with a new `n` per request.
 */
export interface BenchEndpoint {
  name: string;
  path: string;
  auth?: boolean;
  method?: 'GET' | 'POST';
  body?: (n: number) => unknown;
}

export const ENDPOINTS: BenchEndpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'auth profile', path: '/api/auth/profile', auth: true },
  { name: 'destinations list', path: '/api/destinations' },
  // Over the ~20,000 extra rows bench/server.ts adds: a page deep in a category, and a search.
  { name: 'destinations category page', path: '/api/destinations?category=nature&page=50' },
  { name: 'destinations search', path: '/api/destinations?search=mangrove' },
  { name: 'packages list', path: '/api/packages' },
  { name: 'culture list', path: '/api/culture' },
  { name: 'home', path: '/api/home' },
  { name: 'products list', path: '/api/products' },
  { name: 'contact unread count', path: '/api/contact/unread-count', auth: true },
  { name: 'articles list', path: '/api/articles' },
  { name: 'articles search', path: '/api/articles?search=pulau&category=tourism' },
  // The superadmin's dashboard, never cached; BENCH_DASHBOARD=1 gives it 100k articles and 10k messages.
  { name: 'dashboard (staff)', path: '/api/dashboard', auth: true },
  // A demo article's public page: the article and its related articles.
  { name: 'article detail', path: '/api/articles/slug/sehari-penuh-di-pulau-karang-bulo-rencana-perjalanan-untuk-keluarga' },
  // A package's booking calendar: the 120 days a form opens with, and one month.
  { name: 'booking availability 120 days', path: '/api/bookings/availability?package_id={package}' },
  { name: 'booking availability month', path: '/api/bookings/availability?package_id={package}&from={today}&to={today+30}' },
  // A visitor's booking: every request takes the package's lock (the capacity check), over the
  // next 180 days of one package, so this is the busiest case of the write.
  {
    name: 'booking create',
    path: '/api/bookings',
    method: 'POST',
    body: (n) => ({
      package_id: '{package}',
      booking_date: `{today+${1 + (n % 180)}}`,
      participants: 2,
      customer_name: `Tamu Bench ${n}`,
      customer_phone: `0812${String(n % 100_000_000).padStart(8, '0')}`,
    }),
  },
];
