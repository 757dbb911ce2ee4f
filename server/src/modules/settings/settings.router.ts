import {
  settingsCategoryInput,
  settingsCategorySettingsSchema,
  settingsUpdateInput,
  siteSettingsSchema,
} from '@island/shared';
import { publicReadProcedure, router } from '../../trpc/init.ts';
import { staffProcedure } from '../../trpc/staff.ts';
import { readSettingsCategory, readSiteSettings, saveSettingsCategory } from './settings.repo.ts';

export const settingsRouter = router({
  /** Every category, keyed by its name. */
  all: publicReadProcedure.output(siteSettingsSchema).query(({ ctx }) => readSiteSettings(ctx.db, ctx.baseUrl)),

  byCategory: publicReadProcedure
    .input(settingsCategoryInput)
    .output(settingsCategorySettingsSchema)
    .query(({ ctx, input }) => readSettingsCategory(ctx.db, ctx.baseUrl, input.category)),

  /** Saves one tab and answers that category as it now stands. */
  update: staffProcedure
    .input(settingsUpdateInput)
    .output(settingsCategorySettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const { category, ...values } = input;
      await saveSettingsCategory(ctx.db, category, values);
      return readSettingsCategory(ctx.db, ctx.baseUrl, category);
    }),
});
