import { SETTINGS_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

export const settingsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/settings', call: (c) => c.settings.all(), cache: true },
  { method: 'GET', url: '/api/settings/category/:category', call: (c, input) => c.settings.byCategory(input), cache: true },
  {
    method: 'PUT',
    url: '/api/settings/category/:category',
    // The path names the category; a `category` key in the body cannot override it.
    input: ({ params, body }) => ({ ...(body && typeof body === 'object' ? body : {}), category: params.category }),
    call: (c, input) => c.settings.update(input),
    message: SETTINGS_TEXTS.saved,
  },
];
