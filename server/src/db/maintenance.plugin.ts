import type { FastifyPluginAsync } from 'fastify';
import type { Database, DatabaseTarget } from './database.ts';
import { startMaintenance } from './maintenance.ts';

/** The embedded database's VACUUM ANALYZE at start and every six hours, stopped when the app closes. */
export const maintenancePlugin: FastifyPluginAsync<{ db: Database; target: DatabaseTarget }> = async (app, { db, target }) => {
  const stop = startMaintenance(db, target, (error) => app.log.error({ err: error }, 'database maintenance failed'));
  app.addHook('onClose', async () => stop());
};
