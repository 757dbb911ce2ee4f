/** Sign-in details of the server that global-setup.ts starts (its first start seeds them). */
export const SUPERADMIN_PASSWORD = 'superadmin-e2e-pass';
export const DEMO_PASSWORD = 'demo-e2e-pass';

export const ACCOUNTS = {
  superadmin: { login: 'superadmin', password: SUPERADMIN_PASSWORD },
  admin: { login: 'admin.desa@pulau.local', password: DEMO_PASSWORD },
  msme: { login: 'umkm', password: DEMO_PASSWORD },
  contributor: { login: 'kontributor@pulau.local', password: DEMO_PASSWORD },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;
