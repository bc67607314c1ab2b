import type { BlockViewProps } from "../../definition";
import type { MapLocationContent, MapLocationMeta } from "./definition";
import { MapIsland } from "./map-island";
import { mapPlace } from "./place";
import { StaticMapCard } from "./static-card";

// The reader's map: the static address card, server-rendered, inside the island that puts a live
// map over it in the browser when the reader gets near (and leaves the card when tiles cannot load).
export function MapLocationView({ block }: BlockViewProps<MapLocationContent, MapLocationMeta>) {
  const place = mapPlace(block.content, block.metaData);
  return (
    <MapIsland place={place}>
      <StaticMapCard place={place} />
    </MapIsland>
  );
}
