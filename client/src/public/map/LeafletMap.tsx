// Everything that needs Leaflet lives in this module, which is only ever imported lazily:
// pages without a map never download the library or its stylesheet.
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import type { MapPlace, MapTiles } from '@island/shared';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { attributionHtml, placeKey } from './places.ts';

export interface LeafletMapProps {
  tiles: MapTiles;
  places: readonly MapPlace[];
  /** Names the map for screen readers. */
  label: string;
  /** Zoom when there is a single place (docs/product.md, Map: 15). */
  singleZoom?: number;
  /** A marker was chosen (null: the map itself was clicked). Without it markers are not interactive. */
  onSelect?: (place: MapPlace | null) => void;
  /** No tile could be drawn: the caller shows the places another way. */
  onTilesFailed: () => void;
}

/** How long the first tile may take before the map counts as unable to load (a silently dropped request). */
const FIRST_TILE_PATIENCE_MS = 12_000;

function pinIcon(place: MapPlace): L.DivIcon {
  return L.divIcon({
    className: `map-pin map-pin--${place.kind}`,
    html: '<span class="map-pin__dot"></span>',
    iconSize: [30, 30],
    iconAnchor: [15, 30],
  });
}

/** A Leaflet map of the places over the configured raster tiles. */
export default function LeafletMap({ tiles, places, label, singleZoom = 15, onSelect, onTilesFailed }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  // Handlers change identity on every render; the map keeps listening to the latest ones.
  const handlers = useRef({ onSelect, onTilesFailed });
  useEffect(() => {
    handlers.current = { onSelect, onTilesFailed };
  });

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    instance.attributionControl.setPrefix('<a href="https://leafletjs.com" rel="noopener noreferrer" target="_blank">Leaflet</a>');
    let drawn = 0;
    let failed = false;
    const fail = () => {
      if (drawn > 0 || failed) return;
      failed = true;
      handlers.current.onTilesFailed();
    };
    const layer = L.tileLayer(tiles.url, { attribution: attributionHtml(tiles.attribution), maxZoom: 19, crossOrigin: false });
    layer.on('tileload', () => {
      drawn += 1;
    });
    // 'load' comes once every visible tile has either loaded or failed.
    layer.on('load', () => {
      if (drawn === 0) fail();
    });
    layer.addTo(instance);
    instance.on('click', () => handlers.current.onSelect?.(null));
    const patience = window.setTimeout(fail, FIRST_TILE_PATIENCE_MS);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      window.clearTimeout(patience);
      instance.remove();
      map.current = null;
      markers.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  useEffect(() => {
    const instance = map.current;
    const group = markers.current;
    if (!instance || !group) return;
    group.clearLayers();
    for (const place of places) {
      const marker = L.marker([place.lat, place.lng], {
        icon: pinIcon(place),
        title: place.title,
        alt: place.title,
        keyboard: Boolean(handlers.current.onSelect),
        interactive: Boolean(handlers.current.onSelect),
      });
      marker.on('click', (event) => {
        L.DomEvent.stopPropagation(event);
        handlers.current.onSelect?.(place);
      });
      group.addLayer(marker);
      marker.getElement()?.setAttribute('data-place', placeKey(place));
    }
    const [first] = places;
    if (places.length === 1 && first) instance.setView([first.lat, first.lng], singleZoom);
    else if (places.length > 1) instance.fitBounds(L.latLngBounds(places.map((p) => [p.lat, p.lng])), { padding: [36, 36], maxZoom: singleZoom });
    else instance.setView([0, 0], 1);
  }, [places, singleZoom]);

  return <div ref={element} className="leaflet-map" role="region" aria-label={label} />;
}
