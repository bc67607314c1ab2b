import { z } from "zod";
import { ADDRESS_MAX_LENGTH, clampLat, clampLng } from "@/lib/maps/coordinates";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, flag, metaObject, text } from "../../schema-helpers";

// A place on a map (workspace spec §3 "map: zoomLevel", §9 "Map default zoom 20 (a fixed default
// city)"). content: the address readers see, the coordinates the map is centred on, and whether a pin
// marks them (false until the planner clicks the map, drags the pin, types coordinates or picks a
// search result: a new block shows the default city without claiming a venue there). metaData: the
// zoom level, a whole number 1..20 (20 is past the tiles' own 19: the map upsamples).
// Coordinates are clamped to the globe; one that is missing or not a finite number puts the block
// back at the default city, both coordinates together (half a place is no place) and unpinned.

/**
 * The spec's "fixed default city": Istanbul, at Sultanahmet (the historic centre). One fixed place
 * for every workspace, whatever its language, so a new block looks the same for everyone.
 */
export const DEFAULT_MAP_CITY = { name: "Istanbul", lat: 41.0082, lng: 28.9784 } as const;

export const MAP_ZOOM = { min: 1, max: 20, fallback: 20 } as const;

const coordinate = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "number" && Number.isFinite(value) ? value : null));

const content = metaObject({
  address: text(ADDRESS_MAX_LENGTH),
  lat: coordinate,
  lng: coordinate,
  pinned: flag(false),
}).transform(({ address, lat, lng, pinned }) =>
  lat === null || lng === null
    ? { address, lat: DEFAULT_MAP_CITY.lat, lng: DEFAULT_MAP_CITY.lng, pinned: false }
    : { address, lat: clampLat(lat), lng: clampLng(lng), pinned },
);

const metaData = metaObject({
  zoomLevel: clampedNumber(MAP_ZOOM.min, MAP_ZOOM.max, MAP_ZOOM.fallback).transform(Math.round),
});

export type MapLocationContent = z.output<typeof content>;
export type MapLocationMeta = z.output<typeof metaData>;

export const mapLocationDefinition: BlockDefinition<MapLocationContent, MapLocationMeta> = {
  type: "map-location",
  group: "events",
  content,
  metaData,
  defaults: () => ({
    content: { address: "", lat: DEFAULT_MAP_CITY.lat, lng: DEFAULT_MAP_CITY.lng, pinned: false },
    metaData: { zoomLevel: MAP_ZOOM.fallback },
  }),
};
