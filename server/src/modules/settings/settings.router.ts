import {
  SETTINGS_TEXTS,
  settingsCategoryInput,
  settingsCategorySettingsSchema,
  settingsUpdateInput,
  siteSettingsSchema,
} from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { readSettingsCategory, readSiteSettings, saveSettingsCategory } from './settings.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

export const settingsRouter = router({
  /** Every category, keyed by its name. */
  all: publicReadProcedure
    .meta(rest('GET', '/api/settings'))
    .output(siteSettingsSchema).query(({ ctx }) => readSiteSettings(ctx.db, ctx.baseUrl)),

  byCategory: publicReadProcedure
    .meta(rest('GET', '/api/settings/category/:category'))
    .input(settingsCategoryInput)
    .output(settingsCategorySettingsSchema)
    .query(({ ctx, input }) => readSettingsCategory(ctx.db, ctx.baseUrl, input.category)),

  /** Saves one tab and answers that category as it now stands. */
  update: siteRunnerProcedure
    .meta(rest('PUT', '/api/settings/category/:category', {
        // The path names the category; a `category` key in the body cannot override it.
        input: ({ params, body }) => ({ ...(body && typeof body === 'object' ? body : {}), category: params.category }),
        message: SETTINGS_TEXTS.saved,
      }))
    .input(settingsUpdateInput)
    .output(settingsCategorySettingsSchema)
    .meta(audited('settings', { id: { input: 'category' } }))
    .mutation(async ({ ctx, input }) => {
      const { category, ...values } = input;
      await saveSettingsCategory(ctx.db, category, values);
      return readSettingsCategory(ctx.db, ctx.baseUrl, category);
    }),
});
