import { PRODUCT_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = PRODUCT_TEXTS;

export const productsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/products', call: (c, input) => c.products.list(input), cache: true },
  { method: 'GET', url: '/api/products/:id', call: (c, input) => c.products.get(input), cache: true },
  { method: 'POST', url: '/api/products', call: (c, input) => c.products.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/products/:id', call: (c, input) => c.products.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/products/:id', call: (c, input) => c.products.delete(input), message: T.deleted },
];
