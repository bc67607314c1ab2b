import * as L from "leaflet";
import { watchTiles } from "@/lib/blocks/types/map-location/tile-watch";
import { OSM_ATTRIBUTION, OSM_MAX_NATIVE_ZOOM, OSM_TILE_URL } from "@/lib/maps/osm";
import { onReady, whenNear } from "./lib/near-viewport";

// The share view's maps: the view's static address card stays until a live Leaflet map (OpenStreetMap
// tiles, as the editor's map) has loaded its first tile over it; then the card leaves the tab order
// and the accessibility tree. A map whose tiles cannot load removes itself (the card stays) and tries
// again when the browser is back online. Read-only: no click, no dragging of the pin. Leaflet's
// style sheet is map.css, loaded with this script only on pages with a map.

/** Zoom range of the block (lib/blocks/types/map-location/definition.ts MAP_ZOOM; not imported: it pulls zod in). */
const ZOOM = { min: 1, max: 20 };

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false"><path d="M16 1.5C8.5 1.5 2.5 7.5 2.5 15c0 10 13.5 23.5 13.5 23.5S29.5 25 29.5 15C29.5 7.5 23.5 1.5 16 1.5z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>';

function pinIcon(label: string): L.DivIcon {
  const pin = document.createElement("span");
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", label);
  pin.style.cssText = "display:block;color:var(--color-accent-600,#6b3259);filter:drop-shadow(0 1px 1px rgb(0 0 0/.35))";
  pin.innerHTML = PIN_SVG;
  return L.divIcon({ html: pin, className: "map-location-pin", iconSize: [32, 40], iconAnchor: [16, 39] });
}

function caption(box: HTMLElement): HTMLElement {
  const data = box.dataset;
  const wrap = document.createElement("div");
  wrap.className = "absolute top-2 right-2 z-[1000] flex max-w-[70%] flex-col gap-0.5 rounded-md bg-white/95 px-3 py-2 text-sm shadow-md";
  if (data.address) {
    const address = document.createElement("p");
    address.className = "line-clamp-2 font-medium break-words text-ink-900";
    address.textContent = data.address;
    wrap.append(address);
  }
  const link = document.createElement("a");
  // The same place link as the static card's (built on the server from numbers only).
  link.href = box.querySelector<HTMLAnchorElement>("a[href]")?.href ?? "https://www.openstreetmap.org/";
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.className = "text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";
  link.textContent = data.labelOpen ?? "OpenStreetMap";
  wrap.append(link);
  return wrap;
}

function mount(box: HTMLElement): void {
  const data = box.dataset;
  const lat = Number(data.lat);
  const lng = Number(data.lng);
  const zoom = Math.min(ZOOM.max, Math.max(ZOOM.min, Number(data.zoom) || ZOOM.max));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
  const card = box.firstElementChild as HTMLElement | null;

  const layer = document.createElement("div");
  layer.className = "absolute inset-0 pointer-events-none opacity-0 transition-opacity duration-300";
  layer.inert = true;
  const element = document.createElement("div");
  element.className = "h-full w-full";
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", data.labelMap ?? "");
  // Leaflet's stylesheet puts the focus outline outside the container, where the box clips it.
  element.style.outlineOffset = "-3px";
  layer.append(element);
  box.append(layer);

  const map = L.map(element, {
    center: [lat, lng],
    zoom,
    minZoom: ZOOM.min,
    maxZoom: ZOOM.max,
    // The page scrolls past the map: the wheel is not taken over. Zoom: buttons, keys, double click.
    scrollWheelZoom: false,
    keyboard: true,
    dragging: true,
    zoomControl: false,
  });
  L.control.zoom({ zoomInTitle: data.labelZoomIn ?? "+", zoomOutTitle: data.labelZoomOut ?? "-" }).addTo(map);
  const tiles = L.tileLayer(OSM_TILE_URL, {
    maxNativeZoom: OSM_MAX_NATIVE_ZOOM,
    maxZoom: ZOOM.max,
    attribution: OSM_ATTRIBUTION,
    referrerPolicy: "strict-origin-when-cross-origin",
  });
  const resizes = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(() => map.invalidateSize());
  const watch = watchTiles({
    onReady: () => {
      layer.className = "absolute inset-0 opacity-100 transition-opacity duration-300";
      layer.inert = false;
      layer.append(caption(box));
      if (card) card.inert = true;
    },
    // Leaflet calls this from inside its own tile events and reads the map again after them, and a
    // resize reaches a removed map through the observer: stop both first, then tear down on the
    // next task, or the console shows Leaflet's "_fadeAnimated" / "_leaflet_pos" TypeErrors.
    onFail: () => {
      resizes?.disconnect();
      tiles.off();
      setTimeout(() => {
        map.remove();
        layer.remove();
        if (card) card.inert = false;
        // Back online: try again (a client may open the link at a venue with poor signal).
        addEventListener("online", () => mount(box), { once: true });
      });
    },
  });
  tiles.on("tileload", watch.tileLoaded);
  tiles.on("tileerror", watch.tileFailed);
  tiles.on("load", watch.viewSettled);
  tiles.addTo(map);
  if (data.pinned !== undefined) {
    const label = data.address || `${lat}, ${lng}`;
    L.marker([lat, lng], { icon: pinIcon(label), title: label, keyboard: false, interactive: false }).addTo(map);
  }
  resizes?.observe(element);
}

onReady(() => {
  for (const box of document.querySelectorAll<HTMLElement>("[data-map-location]")) whenNear(box, () => mount(box));
});
