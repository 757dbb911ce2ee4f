import { PassThrough } from 'node:stream';
import { BACKUP_BUSY, BACKUP_BUSY_RETRY_SECONDS, hasRole, SUPERADMIN_ROLES } from '@island/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { toFailure } from '../../rest/envelope.ts';
import type { Context } from '../../trpc/context.ts';
import { requireSignedIn } from '../../trpc/signed-in.ts';
import { prepareBackup } from '../../backups/archive.ts';

interface DownloadRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * `GET /api/backups/download`: the same archive as `npm run backup`, made now and streamed as it
 * is packed (never held whole in memory). Superadmin only, through the same context and sign-in
 * rule as the procedures (the two-step sign-in policy included). The rows are read first, so a
 * failure there is still a JSON answer. One archive is made at a time: each reads every row and
 * file of the site (seconds of CPU on a large one), so a second download asked meanwhile, a
 * double click or a script, answers 429 with Retry-After instead of doubling that work.
 */
export async function downloadRoutes(app: FastifyInstance, { createContext }: DownloadRoutesOptions) {
  let packing = false;
  app.get('/api/backups/download', async (req, reply) => {
    let prepared;
    try {
      const ctx = createContext(req);
      const user = await requireSignedIn(ctx);
      if (!hasRole(user.role, SUPERADMIN_ROLES)) throw new AppError('FORBIDDEN');
      if (packing) {
        reply.header('retry-after', String(BACKUP_BUSY_RETRY_SECONDS));
        throw new AppError('RATE_LIMITED', BACKUP_BUSY);
      }
      packing = true;
      prepared = await prepareBackup(ctx.db, ctx.config.dataDir).catch((error: unknown) => {
        packing = false;
        throw error;
      });
    } catch (error) {
      const { status, body } = toFailure(error, req.log);
      return reply.code(status).send(body);
    }
    const stamp = prepared.manifest.createdAt.replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const body = new PassThrough();
    // A failure while packing cuts the download short; the gzip stream then fails to read whole.
    // A browser that goes away closes the body first: packing then stops, and there is nobody
    // left to tell (destroying it again would raise the error with no listener).
    prepared
      .pack(body)
      .catch((error: unknown) => {
        if (body.destroyed) return;
        req.log.error({ err: error }, 'backup download failed');
        body.destroy(error as Error);
      })
      .finally(() => {
        packing = false;
      });
    // Sent whole (or the browser gone): the next may start, while this one's folder is cleared.
    reply.raw.once('close', () => {
      packing = false;
    });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="cadangan-${stamp}.tar.gz"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
