import type { MapArea, MapPlace, MapPlaceKind } from '@island/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ALL } from '../../ui/useListParams.ts';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { ListState } from '../../ui/ListState.tsx';
import { MapView } from '../map/MapView.tsx';
import { PlaceCard } from '../map/PlaceCard.tsx';
import { PlaceList } from '../map/PlaceList.tsx';
import { placeKey, placeKindLabel, placesIn, snapArea } from '../map/places.ts';
import { PageHeader } from '../PageHeader.tsx';
import { useT } from '../../i18n/language.tsx';

const KIND_KEY = 'jenis';

/**
 * `/peta`: every place with coordinates on one map, filtered by kind, and the same places as a
 * list. A village's places come in one answer that the page filters by itself; a catalogue too
 * large for that comes as groups, and the page then asks for the area in view and the kind chosen.
 */
export default function MapPage() {
  const { t, texts, path, language } = useT();
  useDocumentTitle(t('map.title'));
  const island = trpc.map.places.useQuery();
  const byArea = island.data?.complete === false;
  const kinds = island.data?.kinds ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(KIND_KEY) ?? ALL;
  const kind = kinds.find((k) => k === asked);
  const [view, setView] = useState<MapArea | null>(null);
  // The whole island of every kind is the first answer; anything else is asked by area or kind.
  const asksMore = byArea && (view !== null || kind !== undefined);
  const inView = trpc.map.places.useQuery({ ...view, kind }, { enabled: asksMore, placeholderData: keepPreviousData });
  const answer = asksMore && inView.data ? inView.data : island.data;
  // A kind chosen keeps the view; when the view holds none of it, the map shows the kind across
  // the whole island and frames it, once that answer (not the one kept on screen meanwhile) is in.
  const settled = !asksMore || !inView.isPlaceholderData;
  // (Moving the map later to where the kind has nothing says so instead: see nothingInView.)
  const [frame, setFrame] = useState({ key: 0, kindChosen: false, pending: false });
  if (frame.kindChosen && settled && answer) {
    const none = view !== null && answer.places.length === 0 && answer.groups.length === 0;
    if (none) setView(null);
    setFrame({ key: frame.key, kindChosen: false, pending: none });
  } else if (frame.pending && settled && view === null) {
    setFrame({ key: frame.key + 1, kindChosen: false, pending: false });
  }
  const places = useMemo(() => {
    const all = placesIn(language, answer?.places ?? []);
    return kind === undefined || byArea ? all : all.filter((p) => p.kind === kind);
  }, [answer, kind, byArea, language]);
  const groups = answer?.groups;
  const hidden = (groups ?? []).reduce((sum, group) => sum + group.count, 0);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = places.find((p) => placeKey(p) === selectedKey) ?? null;

  const chooseKind = (value: string) => {
    setSelectedKey(null);
    if (byArea) setFrame({ key: frame.key, kindChosen: true, pending: false });
    setSearchParams(value === ALL ? {} : { [KIND_KEY]: value }, { replace: true });
  };
  const choosePlace = (place: MapPlace | null) => setSelectedKey(place ? placeKey(place) : null);
  const groupLabel = useCallback((count: number) => t('map.group', { count }), [t]);
  const follow = useCallback((area: MapArea, zoom: number) => setView(snapArea(area, zoom)), []);
  const nothingInView = byArea && view !== null && settled && places.length === 0 && hidden === 0 && (
    <p className="map-view__note">{t('map.nothingInView')}</p>
  );
  const moreInView = hidden > 0 && (
    <p className="map-view__note">
      {t('map.moreInView', { count: hidden })} <Link to={path('/destinasi')}>{t('map.allDestinations')}</Link>
    </p>
  );

  return (
    <>
      <PageHeader title={t('map.title')} lead={t('map.lead')} />
      <div className="container section map-page">
        <ListState
          loading={island.isPending}
          error={island.error}
          errorFallback={t('map.loadFailed')}
          empty={kinds.length === 0}
          emptyText={t('map.empty')}
          onRetry={() => void island.refetch()}
        >
          <CategoryChips
            label={t('map.kinds')}
            options={[{ value: ALL, label: t('common.all') }, ...kinds.map((k: MapPlaceKind) => ({ value: k, label: placeKindLabel(texts, k) }))]}
            value={kind ?? ALL}
            onChange={chooseKind}
          />
          <MapView
            className="map-view--island"
            tiles={answer?.tiles}
            places={places}
            groups={groups}
            groupLabel={groupLabel}
            onView={byArea ? follow : undefined}
            frameKey={String(frame.key)}
            label={t('map.label')}
            onSelect={choosePlace}
            overlay={selected && <PlaceCard place={selected} onClose={() => setSelectedKey(null)} />}
            fallback={
              <p className="map-view__note" role="status">
                {t('map.fallback')}
              </p>
            }
          />
          <h2 className="map-page__list-title">{t('map.list')}</h2>
          {moreInView}
          {nothingInView}
          <PlaceList places={places} label={t('map.list')} />
        </ListState>
      </div>
    </>
  );
}
