import type { MapPlace } from '@island/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ALL } from '../../ui/useListParams.ts';
import { CategoryChips } from '../catalogue/CategoryChips.tsx';
import { ALL_LABEL } from '../catalogue/labels.ts';
import { ListState } from '../catalogue/ListState.tsx';
import { MapView } from '../map/MapView.tsx';
import { PlaceCard } from '../map/PlaceCard.tsx';
import { PlaceList } from '../map/PlaceList.tsx';
import { kindsOf, PLACE_KIND_LABELS, placeKey } from '../map/places.ts';
import { PageHeader } from '../PageHeader.tsx';

const KIND_KEY = 'jenis';

/** `/peta`: every place with coordinates on one map, filtered by kind, and the same places as a list. */
export default function MapPage() {
  useDocumentTitle('Peta Pulau');
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
      <PageHeader title="Peta Pulau" lead="Destinasi dan tempat penting di pulau dalam satu peta." />
      <div className="container section map-page">
        <ListState
          loading={answer.isPending}
          error={answer.error}
          errorFallback="Peta belum dapat dimuat. Periksa koneksi Anda lalu coba lagi."
          empty={all.length === 0}
          emptyText="Belum ada tempat dengan lokasi."
          onRetry={() => void answer.refetch()}
        >
          <CategoryChips
            label="Jenis tempat"
            options={[{ value: ALL, label: ALL_LABEL }, ...kinds.map((k) => ({ value: k, label: PLACE_KIND_LABELS[k] }))]}
            value={kind}
            onChange={chooseKind}
          />
          <MapView
            className="map-view--island"
            tiles={answer.data?.tiles}
            places={places}
            label="Peta pulau"
            onSelect={choosePlace}
            overlay={selected && <PlaceCard place={selected} onClose={() => setSelectedKey(null)} />}
            fallback={
              <p className="map-view__note" role="status">
                Peta tidak dapat dimuat (tanpa sinyal atau diblokir). Semua tempat ada di daftar di bawah ini, dengan tautan untuk membukanya di
                aplikasi peta.
              </p>
            }
          />
          <h2 className="map-page__list-title">Daftar tempat</h2>
          <PlaceList places={places} label="Daftar tempat" />
        </ListState>
      </div>
    </>
  );
}
