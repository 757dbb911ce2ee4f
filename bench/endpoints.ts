/** What the benchmark measures. Add a module's main endpoints here. `auth` sends a superadmin token. */
export interface BenchEndpoint {
  name: string;
  path: string;
  auth?: boolean;
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
];
