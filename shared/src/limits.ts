/** Numbers both sides agree on. Where the specification gives a figure, it is used as is. */
export const LIMITS = {
  maxPageSize: 100,
  defaultPageSize: 15,
  passwordMin: 6,
  passwordMax: 200,
  nameMax: 120,
  emailMax: 254,
  searchMax: 100,
  uploadMaxFiles: 5,
  uploadMaxBytes: 5 * 1024 * 1024,
  /** Public data is cached by the client for 5 minutes (docs/product.md, Texts and formats). */
  publicCacheMs: 300_000,
  publicSearchDebounceMs: 400,
  toastMs: 3000,
} as const;
