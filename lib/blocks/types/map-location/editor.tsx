"use client";

import { useTranslations } from "next-intl";
import { Button, TextField } from "@/components/ui";
import { ADDRESS_MAX_LENGTH, clampLat, clampLng, LAT_RANGE, LNG_RANGE } from "@/lib/maps/coordinates";
import type { GeocodeResult } from "@/lib/maps/schemas";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber } from "../../editor-ui";
import { AddressSearch } from "./address-search";
import { CoordinateField } from "./coordinate-field";
import { MAP_ZOOM, type MapLocationContent, type MapLocationMeta } from "./definition";
import { MapIsland } from "./map-island";
import { mapPlace } from "./place";
import { StaticMapCard } from "./static-card";
import { MapLocationView } from "./view";

// The map location editor: the zoom in the toolbar; the same map readers get, but editable (a click
// or Enter places the pin, the pin can be dragged, the map's zoom buttons set the zoom level); an
// address search; and the fields that work without any connection: the address readers see and the
// coordinates. Every edit is one onChange (the save queue debounces them); the map reports only
// what the planner did, never a value the editor just set.

const SECTION = "page-chrome flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-4";

export function MapLocationEditor({ block, context, readOnly, onChange }: BlockEditorProps<MapLocationContent, MapLocationMeta>) {
  const t = useTranslations("blocks.map-location");
  if (readOnly) return <MapLocationView block={block} context={context} />;

  const content = block.content;
  const meta = block.metaData;
  const place = mapPlace(content, meta);
  const setContent = (patch: Partial<MapLocationContent>) => onChange({ content: { ...content, ...patch } });
  const setZoom = (zoom: number) => {
    const zoomLevel = Math.round(Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom)));
    if (zoomLevel !== meta.zoomLevel) onChange({ metaData: { ...meta, zoomLevel } });
  };
  const placePin = (lat: number, lng: number) => setContent({ lat: clampLat(lat), lng: clampLng(lng), pinned: true });
  const pick = (result: GeocodeResult) => setContent({ address: result.label.slice(0, ADDRESS_MAX_LENGTH), lat: clampLat(result.lat), lng: clampLng(result.lng), pinned: true });

  return (
    <div className="flex flex-col gap-3">
      <BlockToolbar label={t("toolbar")}>
        <ToolbarNumber label={t("zoomLevel")} value={meta.zoomLevel} min={MAP_ZOOM.min} max={MAP_ZOOM.max} onChange={setZoom} />
      </BlockToolbar>
      <MapIsland place={place} editing={{ onPlace: placePin, onZoom: setZoom }}>
        <StaticMapCard place={place} />
      </MapIsland>
      <div className={SECTION}>
        <AddressSearch onPick={pick} />
        <TextField
          label={t("address")}
          hint={t("addressHint")}
          value={content.address}
          maxLength={ADDRESS_MAX_LENGTH}
          onChange={(event) => setContent({ address: event.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <CoordinateField
            label={t("latitude")}
            hint={t("latitudeHint")}
            value={content.lat}
            min={LAT_RANGE.min}
            max={LAT_RANGE.max}
            onChange={(lat) => placePin(lat, content.lng)}
          />
          <CoordinateField
            label={t("longitude")}
            hint={t("longitudeHint")}
            value={content.lng}
            min={LNG_RANGE.min}
            max={LNG_RANGE.max}
            onChange={(lng) => placePin(content.lat, lng)}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-600">{t("mapHint")}</p>
          {content.pinned && (
            <Button type="button" variant="secondary" size="sm" onClick={() => setContent({ pinned: false })}>
              {t("removePin")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
