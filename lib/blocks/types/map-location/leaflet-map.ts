import * as L from "leaflet";
// Leaflet's own styles (panes, tiles, controls). Imported here, in the module the island loads
// lazily, and not in the island itself: readers who never scroll to a map do not load them, and
// server code that imports the views (the block registry, run by Node in benchmarks) never meets a
// .css import it cannot read. Next bundles CSS of lazily imported client modules with their chunk.
import "leaflet/dist/leaflet.css";
import { clampLat, clampLng } from "@/lib/maps/coordinates";
import { OSM_ATTRIBUTION, OSM_MAX_NATIVE_ZOOM, OSM_TILE_URL } from "@/lib/maps/osm";
import { MAP_ZOOM } from "./definition";
import { PIN_SVG } from "./pin-glyph";
import type { MapPlace } from "./place";
import { watchTiles } from "./tile-watch";

// The live map (Leaflet + OpenStreetMap tiles), loaded only in the browser, only once a map block
// nears the viewport. It reports "ready" at the first tile that loads, and "failed" when tiles do
// not come (offline, blocked, the tile server down; the rule is ./tile-watch.ts): then the island
// removes it and the static address card stays. Leaflet's default marker images are not used
// (bundlers break their paths): the pin is an inline SVG.

export interface LiveMapEvents {
  onReady: () => void;
  onFail: () => void;
  /** Editable maps: the planner clicked the map, pressed Enter on it or dropped the pin. */
  onPlace?: (lat: number, lng: number) => void;
  /** Editable maps: the map's zoom changed (zoom control, keyboard, double click). */
  onZoom?: (zoom: number) => void;
}

export interface LiveMapOptions {
  editable: boolean;
  /** The marker's accessible name (the address, else the coordinates). */
  pinLabel: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

export interface LiveMapController {
  update: (place: MapPlace, pinLabel: string) => void;
  /** The container changed size (the editor's panels opened or closed). */
  resize: () => void;
  destroy: () => void;
}

/** The pin as a DOM element: its label set as an attribute, never parsed as HTML. */
function pinIcon(label: string): L.DivIcon {
  const pin = document.createElement("span");
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", label);
  pin.style.display = "block";
  pin.style.color = "var(--color-accent-600, #6b3259)";
  pin.style.filter = "drop-shadow(0 1px 1px rgb(0 0 0 / 0.35))";
  pin.innerHTML = PIN_SVG;
  return L.divIcon({ html: pin, className: "map-location-pin", iconSize: [32, 40], iconAnchor: [16, 39] });
}

export function createLiveMap(element: HTMLElement, initial: MapPlace, events: LiveMapEvents, options: LiveMapOptions): LiveMapController {
  const map = L.map(element, {
    center: [initial.lat, initial.lng],
    zoom: initial.zoom,
    minZoom: MAP_ZOOM.min,
    maxZoom: MAP_ZOOM.max,
    // A page scrolls past the map: the wheel must not be taken over. Zoom: buttons, keys, double click.
    scrollWheelZoom: false,
    keyboard: true,
    dragging: true,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);

  const tiles = L.tileLayer(OSM_TILE_URL, {
    maxNativeZoom: OSM_MAX_NATIVE_ZOOM,
    maxZoom: MAP_ZOOM.max,
    attribution: OSM_ATTRIBUTION,
    // The tile server sees our origin (its policy asks for a referrer), never a share link's path.
    referrerPolicy: "strict-origin-when-cross-origin",
  });

  const watch = watchTiles({ onReady: events.onReady, onFail: events.onFail });
  tiles.on("tileload", watch.tileLoaded);
  tiles.on("tileerror", watch.tileFailed);
  tiles.on("load", watch.viewSettled);
  tiles.addTo(map);

  let marker: L.Marker | null = null;
  let pinLabel = options.pinLabel;
  const place = (latlng: L.LatLng) => {
    const wrapped = latlng.wrap();
    events.onPlace?.(clampLat(wrapped.lat), clampLng(wrapped.lng));
  };
  const showPin = (lat: number, lng: number) => {
    if (marker) {
      marker.setLatLng([lat, lng]);
      return;
    }
    marker = L.marker([lat, lng], {
      icon: pinIcon(pinLabel),
      title: pinLabel,
      // Not a keyboard stop: Leaflet would make it a button that does nothing. Keyboard users move
      // the pin with the coordinate fields or Enter on the map.
      keyboard: false,
      interactive: options.editable,
      draggable: options.editable,
      autoPanOnFocus: false,
    }).addTo(map);
    if (options.editable) marker.on("dragend", () => marker && place(marker.getLatLng()));
  };
  if (initial.pinned) showPin(initial.lat, initial.lng);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" && event.target === element) place(map.getCenter());
  };
  if (options.editable) {
    map.on("click", (event: L.LeafletMouseEvent) => place(event.latlng));
    map.on("zoomend", () => events.onZoom?.(map.getZoom()));
    element.addEventListener("keydown", onKey);
  }

  let current = initial;
  return {
    update(next, label) {
      if (label !== pinLabel) {
        pinLabel = label;
        if (marker) {
          // setIcon builds a new element from the options: the title goes in first.
          marker.options.title = label;
          marker.setIcon(pinIcon(label));
        }
      }
      if (next.pinned) showPin(next.lat, next.lng);
      else if (marker) {
        marker.remove();
        marker = null;
      }
      const moved = next.lat !== current.lat || next.lng !== current.lng;
      current = next;
      // A pin placed on the map is already in view; a typed or searched place may be far away.
      if (moved && !map.getBounds().contains([next.lat, next.lng])) map.setView([next.lat, next.lng], next.zoom);
      else if (next.zoom !== map.getZoom()) map.setZoom(next.zoom);
    },
    resize: () => map.invalidateSize(),
    destroy() {
      watch.stop();
      element.removeEventListener("keydown", onKey);
      map.remove();
    },
  };
}
