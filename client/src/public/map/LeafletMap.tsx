// Everything that needs Leaflet lives in this module, which is only ever imported lazily:
// pages without a map never download the library or its stylesheet.
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import type { MapArea, MapGroup, MapPlace, MapTiles } from '@island/shared';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/language.tsx';
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
  /** Destinations too many to mark one by one: a bubble with their count, which zooms to them. */
  groups?: readonly MapGroup[];
  /** The bubble's name for screen readers and its tooltip, by count. */
  groupLabel?: (count: number) => string;
  /**
   * The map frames its content the first time it has any, and then stays where the visitor
   * moves it, reporting each view here (the caller asks for what lies in it). Without it the
   * map frames its places whenever they change.
   */
  onView?: (view: MapArea, zoom: number) => void;
  /** With `onView`: a new key (another kind chosen) frames the content again once. */
  frameKey?: string;
}

/** How long the first tile may take before the map counts as unable to load (a silently dropped request). */
const FIRST_TILE_PATIENCE_MS = 12_000;

function pinIcon(place: MapPlace): L.DivIcon {
  return L.divIcon({
    className: `map-pin map-pin--${place.kind}`,
    html: '<span class="map-pin__dot"></span>',
    iconSize: [30, 30],
    // An event stands at its destination's point: its pin leans beside the destination's, so both can be tapped.
    iconAnchor: place.kind === 'event' ? [-10, 30] : [15, 30],
  });
}

const NO_GROUPS: readonly MapGroup[] = [];

function groupIcon(group: MapGroup): L.DivIcon {
  // The bubble grows with the count's digits: 36 px for tens, 44 for hundreds, 52 beyond.
  const size = 28 + 8 * Math.min(3, String(group.count).length);
  return L.divIcon({ className: 'map-group', html: `<span>${group.count}</span>`, iconSize: [size, size] });
}

/** Runs once the marker's element exists: a map without its first view adds layers only once it has one. */
function whenDrawn(marker: L.Marker, then: (element: HTMLElement) => void): void {
  marker.once('add', () => {
    const element = marker.getElement();
    if (element) then(element);
  });
}

/** Leaflet gives a marker a button's role and focus, but Enter and Space do nothing: here they do what a tap does. */
function pressable(element: HTMLElement, press: () => void): void {
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    press();
  });
}

/** Where a group's destinations lie, for the map to zoom to. */
function boundsOf(area: MapArea): L.LatLngBounds {
  return L.latLngBounds([area.south, area.west], [area.north, area.east]);
}

/** A Leaflet map of the places over the configured raster tiles. */
export default function LeafletMap({ tiles, places, label, singleZoom = 15, onSelect, onTilesFailed, groups = NO_GROUPS, groupLabel, onView, frameKey }: LeafletMapProps) {
  const { t } = useT();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const framed = useRef(false);
  const framedFor = useRef<string | undefined>(undefined);
  // Handlers change identity on every render; the map keeps listening to the latest ones.
  const handlers = useRef({ onSelect, onTilesFailed, onView });
  const zoomTitles = useRef({ in: t('map.zoomIn'), out: t('map.zoomOut') });
  useEffect(() => {
    handlers.current = { onSelect, onTilesFailed, onView };
  });

  useEffect(() => {
    if (!element.current) return;
    // Leaflet's own zoom buttons are named in English; these speak the page's language.
    const instance = L.map(element.current, { scrollWheelZoom: false, attributionControl: true, zoomControl: false });
    L.control.zoom({ zoomInTitle: zoomTitles.current.in, zoomOutTitle: zoomTitles.current.out }).addTo(instance);
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
    instance.on('moveend', () => {
      if (!framed.current) return;
      const bounds = instance.getBounds();
      handlers.current.onView?.({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, instance.getZoom());
    });
    const patience = window.setTimeout(fail, FIRST_TILE_PATIENCE_MS);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      window.clearTimeout(patience);
      instance.remove();
      map.current = null;
      markers.current = null;
      framed.current = false;
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
      whenDrawn(marker, (element) => {
        element.setAttribute('data-place', placeKey(place));
        if (handlers.current.onSelect) pressable(element, () => handlers.current.onSelect?.(place));
      });
      group.addLayer(marker);
    }
    for (const found of groups) {
      const name = groupLabel?.(found.count) ?? String(found.count);
      // Under the pins (events, the office), which a large bubble would otherwise cover.
      const bubble = L.marker([found.lat, found.lng], { icon: groupIcon(found), title: name, alt: name, keyboard: true, zIndexOffset: -1000 });
      const zoomIn = () => instance.fitBounds(boundsOf(found.bounds), { padding: [36, 36], maxZoom: singleZoom + 2 });
      bubble.on('click', (event) => {
        L.DomEvent.stopPropagation(event);
        zoomIn();
      });
      whenDrawn(bubble, (element) => {
        // A button is named by its content first ('210'): the label says what the count is and does.
        element.setAttribute('aria-label', name);
        pressable(element, zoomIn);
      });
      group.addLayer(bubble);
    }
    // Following the visitor's view, the map frames its content once (per frame key) and then stays put.
    if (onView && framed.current && framedFor.current === frameKey) return;
    const points: L.LatLngExpression[] = [
      ...places.map((p): L.LatLngTuple => [p.lat, p.lng]),
      ...groups.flatMap((g): L.LatLngTuple[] => [
        [g.bounds.south, g.bounds.west],
        [g.bounds.north, g.bounds.east],
      ]),
    ];
    const [first] = places;
    if (points.length === 0) {
      instance.setView([0, 0], 1);
      return;
    }
    if (places.length === 1 && groups.length === 0 && first) instance.setView([first.lat, first.lng], singleZoom);
    else instance.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: singleZoom });
    framed.current = true;
    framedFor.current = frameKey;
  }, [places, groups, groupLabel, singleZoom, onView, frameKey]);

  return <div ref={element} className="leaflet-map" role="region" aria-label={label} />;
}
