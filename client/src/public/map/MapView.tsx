import './map.css';
import type { MapArea, MapGroup, MapPlace, MapTiles } from '@island/shared';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../../i18n/language.tsx';
import { useOnline } from '../../ui/useOnline.ts';

// The library and its stylesheet come with this chunk, on the pages that show a map.
const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

export interface MapViewProps {
  tiles: MapTiles | undefined;
  places: readonly MapPlace[];
  label: string;
  singleZoom?: number;
  onSelect?: (place: MapPlace | null) => void;
  /** Drawn over the map (the chosen place's card). */
  overlay?: ReactNode;
  /** Shown instead of the map when its tiles cannot load: offline, blocked or failing. */
  fallback: ReactNode;
  className?: string;
  /** Destinations shown as counts (see LeafletMap). */
  groups?: readonly MapGroup[];
  groupLabel?: (count: number) => string;
  /** The map follows the visitor's moves and reports each view (see LeafletMap). */
  onView?: (view: MapArea, zoom: number) => void;
  frameKey?: string;
}

/**
 * A map frame that never stays empty: without a network, or once the tile server fails, it
 * gives way to `fallback`, which lists the same places with links that open them elsewhere.
 */
export function MapView({ tiles, places, label, singleZoom, onSelect, overlay, fallback, className, groups, groupLabel, onView, frameKey }: MapViewProps) {
  const { t } = useT();
  const online = useOnline();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !online || (tiles !== undefined && failedUrl === tiles.url);
  if (failed) return <div className="map-view__fallback">{fallback}</div>;
  return (
    <div className={['map-view', className].filter(Boolean).join(' ')}>
      {tiles && (
        <ChunkFailure onFailure={() => setFailedUrl(tiles.url)}>
          <Suspense fallback={<div className="map-view__loading">{t('map.loading')}</div>}>
            <LeafletMap
              tiles={tiles}
              places={places}
              label={label}
              singleZoom={singleZoom}
              onSelect={onSelect}
              groups={groups}
              groupLabel={groupLabel}
              onView={onView}
              frameKey={frameKey}
              onTilesFailed={() => setFailedUrl(tiles.url)}
            />
          </Suspense>
        </ChunkFailure>
      )}
      {overlay}
    </div>
  );
}

/** The map's code could not be fetched (a weak signal): the places are shown as a list instead. */
class ChunkFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
