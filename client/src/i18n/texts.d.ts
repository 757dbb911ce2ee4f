import type { id } from '@island/shared';

// Keys passed to t() are checked against the Indonesian texts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof id };
  }
}
