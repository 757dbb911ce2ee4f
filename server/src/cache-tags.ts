/**
 * The tags that kept public answers carry and writes drop (http/public-cache.ts): a module's tag
 * is its router's name, and three tags belong to no module: the island's day (dropped at its
 * midnight), its minute (dropped as each minute turns) and the sea forecast (dropped when a new
 * one arrives). A procedure's meta names its
 * tags from this union, so a mistyped tag does not compile; `app-router.ts` holds its routers to
 * the module names below, so a new module adds its name here.
 */
export const MODULE_TAGS = [
  'health',
  'auth',
  'users',
  'destinations',
  'culture',
  'packages',
  'settings',
  'facilities',
  'transportation',
  'testimonials',
  'translations',
  'home',
  'msme',
  'products',
  'contact',
  'team',
  'articles',
  'events',
  'profile',
  'dashboard',
  'backups',
  'audit',
  'map',
  'bookings',
  'stats',
  'payments',
  'homestays',
] as const;

export type ModuleTag = (typeof MODULE_TAGS)[number];

export type CacheTag = ModuleTag | 'island-day' | 'island-minute' | 'sea-forecast';
