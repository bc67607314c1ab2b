"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { whenNearViewport } from "../../islands/near-viewport";
import { LiveMap, type MapEditing } from "./live-map";
import type { MapPlace } from "./place";

// The map block's box. Server-rendered, it holds only `children`: the static address card. In the
// browser, once the box comes near the viewport, the live map is mounted over the card; it shows
// itself when its first tile has loaded, and the card then leaves the tab order and the
// accessibility tree (the map's own caption names the place and links to it). A map whose tiles
// cannot load removes itself and the card stays.
// The share view ships no React: its script (lib/share/client/map.ts) does the same from the box's
// data attributes (the place, and the live map's labels the view translates).

type Phase = "waiting" | "live" | "failed";

/** The live map's texts for the share view's script (the view translates them; the editor's LiveMap has its own). */
export interface MapScriptLabels {
  map: string;
  zoomIn: string;
  zoomOut: string;
  open: string;
}

export function MapIsland({ place, editing, labels, children }: { place: MapPlace; editing?: MapEditing; labels?: MapScriptLabels; children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (phase !== "waiting" || !box) return;
    return whenNearViewport(box, () => setPhase("live"));
  }, [phase]);

  // Back online after a failure: try again (the editor stays open for hours).
  useEffect(() => {
    if (phase !== "failed") return;
    const retry = () => setPhase("waiting");
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [phase]);

  return (
    <div
      ref={boxRef}
      data-map-location=""
      data-lat={place.lat}
      data-lng={place.lng}
      data-zoom={place.zoom}
      data-pinned={place.pinned ? "" : undefined}
      data-address={place.address.trim() || undefined}
      data-label-map={labels?.map}
      data-label-zoom-in={labels?.zoomIn}
      data-label-zoom-out={labels?.zoomOut}
      data-label-open={labels?.open}
      className="map-location relative isolate h-80 overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
      <div inert={ready} className="absolute inset-0">
        {children}
      </div>
      {phase === "live" && (
        <LiveMap
          place={place}
          editing={editing}
          onReady={() => setReady(true)}
          onFail={() => {
            setReady(false);
            setPhase("failed");
          }}
        />
      )}
    </div>
  );
}
