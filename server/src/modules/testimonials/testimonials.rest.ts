import { type Testimonial, TESTIMONIAL_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = TESTIMONIAL_TEXTS;

// The fixed paths (featured, stats) come before `:id`; the router prefers static segments anyway.
export const testimonialsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/testimonials', call: (c, input) => c.testimonials.list(input), cache: true },
  { method: 'GET', url: '/api/testimonials/featured', call: (c, input) => c.testimonials.featured(input), cache: true },
  { method: 'GET', url: '/api/testimonials/stats', call: (c) => c.testimonials.stats() },
  { method: 'GET', url: '/api/testimonials/:id', call: (c, input) => c.testimonials.byId(input), cache: true },
  { method: 'POST', url: '/api/testimonials', call: (c, input) => c.testimonials.create(input), status: 201, message: T.sent },
  { method: 'PUT', url: '/api/testimonials/:id', call: (c, input) => c.testimonials.update(input), message: T.updated },
  {
    method: 'PATCH',
    url: '/api/testimonials/:id/display',
    call: (c, input) => c.testimonials.setDisplayed(input),
    message: (t: Testimonial) => (t.is_displayed ? T.displayed : T.hidden),
  },
  {
    method: 'PATCH',
    url: '/api/testimonials/:id/verify',
    call: (c, input) => c.testimonials.setVerified(input),
    message: (t: Testimonial) => (t.is_verified ? T.verified : T.unverified),
  },
  {
    method: 'DELETE',
    url: '/api/testimonials/:id',
    call: (c, input) => c.testimonials.remove(input),
    message: (t: { name: string }) => T.deleted(t.name),
  },
];
