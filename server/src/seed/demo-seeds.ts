import { bookingsDemoSeed } from '../modules/bookings/bookings.seed.ts';
import { articlesDemoSeed } from '../modules/articles/articles.seed.ts';
import { contactDemoSeed } from '../modules/contact/contact.seed.ts';
import { cultureDemoSeed } from '../modules/culture/culture.seed.ts';
import { destinationsDemoSeed } from '../modules/destinations/destinations.seed.ts';
import { eventsDemoSeed } from '../modules/events/events.seed.ts';
import { facilitiesDemoSeed } from '../modules/facilities/facilities.seed.ts';
import { packagesDemoSeed } from '../modules/packages/packages.seed.ts';
import { msmeDemoSeed } from '../modules/products/shops.seed.ts';
import { settingsDemoSeed } from '../modules/settings/settings.seed.ts';
import { teamDemoSeed } from '../modules/team/team.seed.ts';
import { testimonialsDemoSeed } from '../modules/testimonials/testimonials.seed.ts';
import { transportationDemoSeed } from '../modules/transportation/transportation.seed.ts';
import { homestaysDemoSeed } from '../modules/homestays/homestays.seed.ts';
import type { DemoSeed } from '../db/demo-seed.ts';

/** Every module's demo content, in the order it must be written. Add a module's seed here. */
export const demoSeeds: DemoSeed[] = [
  settingsDemoSeed,
  facilitiesDemoSeed,
  transportationDemoSeed,
  testimonialsDemoSeed,
  destinationsDemoSeed,
  cultureDemoSeed,
  packagesDemoSeed,
  bookingsDemoSeed,
  articlesDemoSeed,
  msmeDemoSeed,
  contactDemoSeed,
  teamDemoSeed,
  eventsDemoSeed,
  homestaysDemoSeed,
];
