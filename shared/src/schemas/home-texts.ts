// Texts of the module without its schemas, so pages that only show them load no validation code.

export const HOME_TEXTS = {
  loadFailed: 'Failed to fetch home page data',
} as const;
