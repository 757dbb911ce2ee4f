import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database.ts';
import { flushArticleViews } from './article-views.ts';

/** Views counted in memory are written when the app closes, before the database does. */
export const articleViewsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.addHook('onClose', async () => {
    await flushArticleViews(db).catch((error: unknown) => app.log.error(error, 'article views not written'));
  });
};
