import { type MapPlace, mapOutput } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router } from '../../trpc/procedures.ts';
import { readSiteSettings } from '../settings/settings.repo.ts';
import { listDestinationPlaces } from './map.repo.ts';
import { readTogether } from '../../db/reads.ts';
import { islandToday } from '../events/event-dates.ts';
import { listEventPlaces } from '../events/events.repo.ts';
import { DAY_TAG } from '../transportation/day-turn.ts';

const OFFICE_TITLE = 'Kantor Desa';

/** 'Kantor Desa Mattiro Langi', whether staff wrote the village's name with 'Desa' or without. */
function officeTitle(villageName: string): string {
  const village = villageName.trim().replace(/^desa\s+/i, '');
  return village ? `${OFFICE_TITLE} ${village}` : OFFICE_TITLE;
}

export const mapRouter = router({
  /**
   * Every place with coordinates and the tile server to draw them on, in one answer: the map
   * page needs nothing else, and a visitor who opened it once keeps it for the boat.
   */
  places: publicReadProcedure
    // Events' markers show the upcoming ones: written events and the island's midnight change them.
    .meta({ ...rest('GET', '/api/map'), tags: ['destinations', 'settings', 'events', DAY_TAG] })
    .output(mapOutput)
    .query(async ({ ctx }) => {
      const [destinations, events, settings] = await readTogether(ctx.db, [
        () => listDestinationPlaces(ctx.db, ctx.baseUrl),
        () => listEventPlaces(ctx.db, islandToday(ctx), ctx.baseUrl),
        () => readSiteSettings(ctx.db, ctx.baseUrl),
      ]);
      const { latitude, longitude } = settings.contact;
      const places: MapPlace[] = [...destinations, ...events];
      if (latitude !== null && longitude !== null) {
        places.push({ kind: 'office', id: null, title: officeTitle(settings.general.village_name), image: null, lat: latitude, lng: longitude });
      }
      return { tiles: { url: ctx.config.mapTileUrl, attribution: ctx.config.mapAttribution }, places };
    }),
});
