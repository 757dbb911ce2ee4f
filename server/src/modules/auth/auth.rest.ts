import type { RestRoute } from '../../rest/rest-route.ts';

export const authRestRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/auth/login', call: (c, input) => c.auth.login(input), message: 'Login berhasil' },
  { method: 'GET', url: '/api/auth/profile', call: (c) => c.auth.profile() },
];
