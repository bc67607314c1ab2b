import { formatCoordinates } from "@/lib/maps/coordinates";
import { openStreetMapUrl } from "@/lib/maps/osm";
import type { MapLocationContent, MapLocationMeta } from "./definition";

/** What the card, the island and the map draw: a block's content and zoom in one plain object. */
export interface MapPlace {
  address: string;
  lat: number;
  lng: number;
  pinned: boolean;
  zoom: number;
}

export const mapPlace = (content: MapLocationContent, meta: MapLocationMeta): MapPlace => ({
  address: content.address,
  lat: content.lat,
  lng: content.lng,
  pinned: content.pinned,
  zoom: meta.zoomLevel,
});

export const placeCoordinates = (place: MapPlace) => formatCoordinates(place.lat, place.lng);

/** How the place is named without a translation: its address, else its coordinates. */
export const placeName = (place: MapPlace) => place.address.trim() || placeCoordinates(place);

export const placeLink = (place: MapPlace) => openStreetMapUrl({ lat: place.lat, lng: place.lng, zoom: place.zoom, pinned: place.pinned });
