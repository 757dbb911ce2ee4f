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
  { name: 'packages list', path: '/api/packages' },
  { name: 'culture list', path: '/api/culture' },
  { name: 'home', path: '/api/home' },
];
