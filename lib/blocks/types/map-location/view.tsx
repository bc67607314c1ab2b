import type { BlockViewProps } from "../../definition";
import type { MapLocationContent, MapLocationMeta } from "./definition";
import { MapIsland } from "./map-island";
import { mapPlace, placeName } from "./place";
import { StaticMapCard } from "./static-card";

// The reader's map: the static address card, server-rendered, inside the island that puts a live
// map over it in the browser when the reader gets near (and leaves the card when tiles cannot load).
// The labels are for the share view's script (lib/share/client/map.ts), which has no translations:
// only there (context.interactive); the editor's live map translates its own.
export function MapLocationView({ block, context }: BlockViewProps<MapLocationContent, MapLocationMeta>) {
  const place = mapPlace(block.content, block.metaData);
  const text = context.labels.text;
  const labels = context.interactive
    ? {
        map: text("map-location.mapLabel", { place: placeName(place) }),
        zoomIn: text("map-location.zoomIn"),
        zoomOut: text("map-location.zoomOut"),
        open: text("map-location.openInOsm"),
      }
    : undefined;
  return (
    <MapIsland place={place} labels={labels}>
      <StaticMapCard place={place} />
    </MapIsland>
  );
}
