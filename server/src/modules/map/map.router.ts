import { DESTINATION_CATEGORIES, type DestinationCategory, MAP_PLACE_KINDS, type MapArea, mapInput, mapOutput, type MapPlace, type MapPlaceKind } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router } from '../../trpc/procedures.ts';
import { readSiteSettings } from '../settings/settings.repo.ts';
import { isInside, markDestinations } from './map.repo.ts';
import { keptOr } from '../../db/kept-values.ts';
import { readTogether } from '../../db/reads.ts';
import { islandToday } from '../../clock/island-today.ts';
import { listEventPlaces } from '../events/events.repo.ts';
import { DAY_TAG } from '../../clock/day-turn.ts';
import { listHomestayPlaces } from '../homestays/homestays.repo.ts';

const OFFICE_TITLE = 'Kantor Desa';

/** 'Kantor Desa Mattiro Langi', whether staff wrote the village's name with 'Desa' or without. */
function officeTitle(villageName: string): string {
  const village = villageName.trim().replace(/^desa\s+/i, '');
  return village ? `${OFFICE_TITLE} ${village}` : OFFICE_TITLE;
}

/** The area asked, when all four sides were given (the input's rule allows all or none). */
function areaOf(input: { west?: number; south?: number; east?: number; north?: number }): MapArea | null {
  const { west, south, east, north } = input;
  return west === undefined || south === undefined || east === undefined || north === undefined ? null : { west, south, east, north };
}

/** The destination categories a kind asks for: all without one, none for events, homestays or the office. */
function categoriesOf(kind: MapPlaceKind | undefined): readonly DestinationCategory[] {
  if (kind === undefined) return DESTINATION_CATEGORIES;
  return DESTINATION_CATEGORIES.filter((category) => category === kind);
}

export const mapRouter = router({
  /**
   * Every place with coordinates and the tile server to draw them on, in one answer while the
   * catalogue is a village's: the map page needs nothing else, and a visitor who opened it once
   * keeps it for the boat. A catalogue past MAP_PLACE_LIMIT destinations comes as groups, and
   * the page asks again by the area in view.
   */
  places: publicReadProcedure
    // Events' markers show the upcoming ones: written events and the island's midnight change them.
    .meta({ ...rest('GET', '/api/map'), tags: ['destinations', 'settings', 'events', 'homestays', DAY_TAG] })
    .input(mapInput)
    .output(mapOutput)
    .query(async ({ ctx, input }) => {
      const area = areaOf(input);
      const [destinations, events, homestays, settings] = await readTogether(ctx.db, [
        // The whole island's marks are the same for every address that asks them (a nonce, a
        // tracking parameter): worked out once until a write. An area's answer is kept by its address.
        () =>
          area === null
            ? keptOr(ctx.keptValues, `map:island:${input.kind ?? 'all'}:${ctx.baseUrl}`, () => markDestinations(ctx.db, categoriesOf(input.kind), null, ctx.baseUrl))
            : markDestinations(ctx.db, categoriesOf(input.kind), area, ctx.baseUrl),
        () => listEventPlaces(ctx.db, islandToday(ctx), ctx.baseUrl),
        () => listHomestayPlaces(ctx.db, ctx.baseUrl),
        () => readSiteSettings(ctx.db, ctx.baseUrl),
      ]);
      const { latitude, longitude } = settings.contact;
      const office: MapPlace | null =
        latitude !== null && longitude !== null
          ? { kind: 'office', id: null, title: officeTitle(settings.general.village_name), title_en: null, image: null, lat: latitude, lng: longitude }
          : null;
      const others = office ? [...events, ...homestays, office] : [...events, ...homestays];
      const present = new Set<MapPlaceKind>([...destinations.categories, ...others.map((p) => p.kind)]);
      const shown = others.filter((p) => (input.kind === undefined || p.kind === input.kind) && isInside(area, p));
      return {
        tiles: { url: ctx.config.mapTileUrl, attribution: ctx.config.mapAttribution },
        places: [...destinations.places, ...shown],
        groups: destinations.groups,
        complete: area === null && destinations.groups.length === 0,
        kinds: MAP_PLACE_KINDS.filter((kind) => present.has(kind)),
      };
    }),
});
