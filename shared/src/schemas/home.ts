import { z } from 'zod';
export { HOME_TEXTS } from './home-texts.ts';
import { facilitySchema } from './facilities.ts';
import { siteSettingsSchema } from './settings.ts';
import { testimonialSchema } from './testimonials.ts';
import { transportationSchema } from './transportation.ts';

/** Displayed testimonials the home answer carries, newest first. */
export const HOME_TESTIMONIALS_MAX = 10;

/**
 * Everything the first screen paints, in one answer: settings, available facilities, active
 * boats and displayed testimonials. Hidden and inactive rows never appear here.
 */
export const homeSchema = z.object({
  settings: siteSettingsSchema,
  facilities: z.array(facilitySchema),
  transportation: z.array(transportationSchema),
  testimonials: z.array(testimonialSchema),
});
export type HomeData = z.infer<typeof homeSchema>;
