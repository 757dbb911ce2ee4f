import type { SeaDay } from '@island/shared';
import type { Context } from '../../trpc/context.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';

/**
 * The sea forecast of each date at the island, as kept (never waiting for the provider). The
 * island's place is the one Settings → Contact gives (the village office's coordinates): one
 * settings read, only when the forecast is on.
 */
export async function seaDaysOf(ctx: Pick<Context, 'seaForecast' | 'db' | 'baseUrl'>, dates: readonly string[]): Promise<(SeaDay | null)[]> {
  const forecast = ctx.seaForecast;
  if (!forecast?.enabled) return dates.map(() => null);
  const { latitude, longitude } = await readSettingsCategory(ctx.db, ctx.baseUrl, 'contact');
  return forecast.daysAt(latitude !== null && longitude !== null ? { latitude, longitude } : null, dates);
}
