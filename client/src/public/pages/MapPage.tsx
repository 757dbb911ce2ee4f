import type { MapPlace } from '@island/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ALL } from '../../ui/useListParams.ts';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { ListState } from '../../ui/ListState.tsx';
import { MapView } from '../map/MapView.tsx';
import { PlaceCard } from '../map/PlaceCard.tsx';
import { PlaceList } from '../map/PlaceList.tsx';
import { kindsOf, placeKey, placeKindLabel } from '../map/places.ts';
import { PageHeader } from '../PageHeader.tsx';
import { useT } from '../../i18n/language.tsx';

const KIND_KEY = 'jenis';

/** `/peta`: every place with coordinates on one map, filtered by kind, and the same places as a list. */
export default function MapPage() {
  const { t, texts } = useT();
  useDocumentTitle(t('map.title'));
  const answer = trpc.map.places.useQuery();
  const all = useMemo(() => answer.data?.places ?? [], [answer.data]);
  const kinds = kindsOf(all);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(KIND_KEY) ?? ALL;
  const kind = kinds.some((k) => k === asked) ? asked : ALL;
  const places = useMemo(() => (kind === ALL ? all : all.filter((p) => p.kind === kind)), [all, kind]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = places.find((p) => placeKey(p) === selectedKey) ?? null;

  const chooseKind = (value: string) => {
    setSelectedKey(null);
    setSearchParams(value === ALL ? {} : { [KIND_KEY]: value }, { replace: true });
  };
  const choosePlace = (place: MapPlace | null) => setSelectedKey(place ? placeKey(place) : null);

  return (
    <>
      <PageHeader title={t('map.title')} lead={t('map.lead')} />
      <div className="container section map-page">
        <ListState
          loading={answer.isPending}
          error={answer.error}
          errorFallback={t('map.loadFailed')}
          empty={all.length === 0}
          emptyText={t('map.empty')}
          onRetry={() => void answer.refetch()}
        >
          <CategoryChips
            label={t('map.kinds')}
            options={[{ value: ALL, label: t('common.all') }, ...kinds.map((k) => ({ value: k, label: placeKindLabel(texts, k) }))]}
            value={kind}
            onChange={chooseKind}
          />
          <MapView
            className="map-view--island"
            tiles={answer.data?.tiles}
            places={places}
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
          <PlaceList places={places} label={t('map.list')} />
        </ListState>
      </div>
    </>
  );
}
