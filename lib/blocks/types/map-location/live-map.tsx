"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { LiveMapController } from "./leaflet-map";
import { placeLink, placeName, type MapPlace } from "./place";

// The live map over the static card, mounted by MapIsland in the browser only (so it may use
// translations: the share view's server markup never contains it). Leaflet is imported here, lazily.

/** What an editable map reports; the editor turns it into content and metaData changes. */
export interface MapEditing {
  onPlace: (lat: number, lng: number) => void;
  onZoom: (zoom: number) => void;
}

export function LiveMap({
  place,
  editing,
  onReady,
  onFail,
}: {
  place: MapPlace;
  editing?: MapEditing;
  onReady: () => void;
  onFail: () => void;
}) {
  const t = useTranslations("blocks.map-location");
  const mapRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<LiveMapController | null>(null);
  const [ready, setReady] = useState(false);
  const name = placeName(place);
  // The map is made once; its event handlers read the latest props through this ref.
  const latest = useRef({ place, name, editing, onReady, onFail });
  useEffect(() => {
    latest.current = { place, name, editing, onReady, onFail };
  });

  useEffect(() => {
    const element = mapRef.current;
    if (!element) return;
    let cancelled = false;
    let resizes: ResizeObserver | undefined;
    import("./leaflet-map").then(
      ({ createLiveMap }) => {
        if (cancelled) return;
        const editable = Boolean(latest.current.editing);
        const controller = createLiveMap(
          element,
          latest.current.place,
          {
            onReady: () => {
              setReady(true);
              latest.current.onReady();
            },
            onFail: () => latest.current.onFail(),
            onPlace: editable ? (lat, lng) => latest.current.editing?.onPlace(lat, lng) : undefined,
            // Zoom set from the toolbar comes back as a zoomend: only the map's own changes are reported.
            onZoom: editable ? (zoom) => zoom !== latest.current.place.zoom && latest.current.editing?.onZoom(zoom) : undefined,
          },
          { editable, pinLabel: latest.current.name, zoomInTitle: t("zoomIn"), zoomOutTitle: t("zoomOut") },
        );
        controllerRef.current = controller;
        if (typeof ResizeObserver !== "undefined") {
          resizes = new ResizeObserver(() => controller.resize());
          resizes.observe(element);
        }
      },
      // The map's code could not be fetched (offline, a new deployment): the address card stays.
      () => {
        if (!cancelled) latest.current.onFail();
      },
    );
    return () => {
      cancelled = true;
      resizes?.disconnect();
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [t]);

  const { address, lat, lng, pinned, zoom } = place;
  useEffect(() => {
    controllerRef.current?.update({ address, lat, lng, pinned, zoom }, name);
  }, [address, lat, lng, pinned, zoom, name]);

  return (
    <div inert={!ready} className={`absolute inset-0 transition-opacity duration-300 ${ready ? "opacity-100" : "pointer-events-none opacity-0"}`}>
      {/* Leaflet's stylesheet puts the focus outline outside the container, where the box clips it. */}
      <div ref={mapRef} role="region" aria-label={t("mapLabel", { place: name })} className="h-full w-full" style={{ outlineOffset: -3 }} />
      {ready && !editing && (
        <div className="absolute top-2 right-2 z-[1000] flex max-w-[70%] flex-col gap-0.5 rounded-md bg-white/95 px-3 py-2 text-sm shadow-md">
          {address.trim() && <p className="line-clamp-2 font-medium break-words text-ink-900">{address}</p>}
          <a
            href={placeLink(place)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            {t("openInOsm")}
          </a>
        </div>
      )}
    </div>
  );
}
