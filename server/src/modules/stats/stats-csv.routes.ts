import { hasRole, SITE_RUNNER_ROLES, statsReportInput, statsUnsubscribeInput } from '@island/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import { toFailure } from '../../rest/envelope.ts';
import type { Context } from '../../trpc/context.ts';
import { requireSignedIn } from '../../trpc/signed-in.ts';
import { switchOffByToken } from './stats-mail.ts';
import { reportCsv, statsReport } from './stats-report.ts';

interface StatsRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;
}

/**
 * Two answers that are not JSON, beside the procedures:
 * - `GET /api/stats/report.csv?year[&month]`: the report as a spreadsheet file, under the same
 *   guard as `stats.report` (signed in, superadmin or admin), as the backup download does;
 * - `GET|POST /api/stats/email-off?token`: the monthly e-mail's link. Opening it shows one button
 *   (a mail scanner that follows links switches nothing off); pressing it switches the e-mail off.
 */
export async function statsCsvRoutes(app: FastifyInstance, { createContext }: StatsRoutesOptions) {
  app.get('/api/stats/report.csv', async (req, reply) => {
    try {
      const ctx = createContext(req);
      const user = await requireSignedIn(ctx);
      if (!hasRole(user.role, SITE_RUNNER_ROLES)) throw new AppError('FORBIDDEN');
      const parsed = statsReportInput.safeParse(req.query);
      if (!parsed.success) throw badRequest(String(parsed.error.issues[0]?.path[0] ?? 'year'), parsed.error.issues[0]?.message ?? 'Invalid');
      const report = await statsReport(ctx, parsed.data);
      const name = `statistik-${report.year}${report.month ? `-${String(report.month).padStart(2, '0')}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${reportCsv(report)}`);
    } catch (error) {
      const { status, body } = toFailure(error, req.log);
      return reply.code(status).send(body);
    }
  });

  const tokenOf = (source: unknown) => statsUnsubscribeInput.safeParse(source);
  app.get('/api/stats/email-off', async (req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const parsed = tokenOf(req.query);
    if (!parsed.success) return reply.code(400).send(page('Tautan tidak valid', '<p>Tautan tidak valid.</p>'));
    return reply.send(
      page(
        'Hentikan e-mail statistik',
        `<h1>Hentikan e-mail statistik bulanan?</h1><p>Stop the monthly statistics e-mail?</p><form method="post"><input type="hidden" name="token" value="${parsed.data.token}"><button type="submit">Hentikan / Stop</button></form>`,
      ),
    );
  });
  app.post('/api/stats/email-off', async (req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const parsed = tokenOf({ ...(req.query as object), ...(req.body && typeof req.body === 'object' ? req.body : {}) });
    const done = parsed.success && (await switchOffByToken(createContext(req).db, parsed.data.token));
    if (!done) return reply.code(404).send(page('Tautan tidak valid', '<p>Tautan tidak valid.</p>'));
    return reply.send(page('E-mail dihentikan', '<p>E-mail statistik bulanan telah dihentikan. / The monthly e-mail is stopped.</p>'));
  });
}
