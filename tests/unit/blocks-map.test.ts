import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mapLocationBlock } from "@/lib/blocks/types/map-location";
import { DEFAULT_MAP_CITY, type MapLocationContent, type MapLocationMeta } from "@/lib/blocks/types/map-location/definition";
import { PIN_SVG } from "@/lib/blocks/types/map-location/pin-glyph";
import { GIVE_UP_AFTER_ERROR_MS, GIVE_UP_SILENT_MS, watchTiles } from "@/lib/blocks/types/map-location/tile-watch";
import { AppError } from "@/lib/http/errors";
import { clampLat, clampLng, formatCoordinates } from "@/lib/maps/coordinates";
import { readPlaces } from "@/lib/maps/geocode";
import { openStreetMapUrl } from "@/lib/maps/osm";
import { geocodeQuerySchema } from "@/lib/maps/schemas";
import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";

const { definition } = mapLocationBlock;
const content = (value: unknown) => definition.content.parse(value);
const zoom = (value: unknown) => definition.metaData.parse({ zoomLevel: value }).zoomLevel;
const CITY = { lat: DEFAULT_MAP_CITY.lat, lng: DEFAULT_MAP_CITY.lng };

function render(rawContent: unknown, rawMeta: unknown = {}, mode: "editor" | "view" = "view") {
  const block = testBlock<MapLocationContent, MapLocationMeta>("map-location", content(rawContent), definition.metaData.parse(rawMeta));
  return renderBlockView(mapLocationBlock, block, testBlockContext(mode));
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));

describe("map location definition", () => {
  it("is the events group's map-location, and its defaults (the default city, zoom 20, no pin) parse to themselves", () => {
    expect(definition.type).toBe("map-location");
    expect(definition.group).toBe("events");
    expect(DEFAULT_MAP_CITY).toMatchObject({ name: "Istanbul", lat: 41.0082, lng: 28.9784 });
    const defaults = definition.defaults();
    expect(defaults).toEqual({ content: { address: "", ...CITY, pinned: false }, metaData: { zoomLevel: 20 } });
    expect(content(defaults.content)).toEqual(defaults.content);
    expect(definition.metaData.parse(defaults.metaData)).toEqual(defaults.metaData);
    // Missing or unreadable wholes become the defaults.
    for (const missing of [undefined, null, "", "Sultanahmet", [], 42]) expect(content(missing)).toEqual(defaults.content);
    for (const missing of [undefined, null, {}, "x", []]) expect(definition.metaData.parse(missing)).toEqual(defaults.metaData);
    expect(definition.mediaIds).toBeUndefined();
  });

  it("clamps the zoom level to a whole number 1..20; anything unreadable is the default 20", () => {
    expect(zoom(0)).toBe(1);
    expect(zoom(-5)).toBe(1);
    expect(zoom(25)).toBe(20);
    expect(zoom(12.6)).toBe(13);
    expect(zoom(12.4)).toBe(12);
    expect(zoom(1)).toBe(1);
    expect(zoom(19)).toBe(19);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "12", null, undefined, { z: 3 }]) expect(zoom(bad)).toBe(20);
    expect(definition.metaData.parse({ zoomLevel: 7, extra: "dropped" })).toEqual({ zoomLevel: 7 });
  });

  it("clamps coordinates to the globe and rounds them to 6 decimals", () => {
    expect(content({ lat: 100, lng: 200, pinned: true })).toEqual({ address: "", lat: 90, lng: 180, pinned: true });
    expect(content({ lat: -100, lng: -181, pinned: true })).toEqual({ address: "", lat: -90, lng: -180, pinned: true });
    expect(content({ lat: 48.858370123456, lng: 2.294481987654, pinned: true })).toMatchObject({ lat: 48.85837, lng: 2.294482 });
    expect(content({ lat: 0, lng: 0 })).toMatchObject({ lat: 0, lng: 0, pinned: false });
  });

  it("puts a place with an unreadable coordinate back at the default city, unpinned (both coordinates, never half a place)", () => {
    for (const [lat, lng] of [
      [Number.NaN, 10],
      [10, Number.NaN],
      [Number.POSITIVE_INFINITY, 10],
      [10, Number.NEGATIVE_INFINITY],
      ["41.1", 29],
      [41.1, undefined],
      [null, 29],
    ]) {
      expect(content({ address: "Venue", lat, lng, pinned: true }), `${lat}, ${lng}`).toEqual({ address: "Venue", ...CITY, pinned: false });
    }
  });

  it("keeps an address up to 300 characters, refuses a longer one or a non-text one, and drops unknown keys", () => {
    const longest = "a".repeat(300);
    expect(content({ address: longest }).address).toBe(longest);
    expect(definition.content.safeParse({ address: "a".repeat(301) }).success).toBe(false);
    expect(definition.content.safeParse({ address: 42 }).success).toBe(false);
    expect(content({ address: null }).address).toBe("");
    expect(content({ address: "Çırağan Palace", lat: 41.04, lng: 29.01, pinned: true, html: "<b>x</b>" })).toEqual({
      address: "Çırağan Palace",
      lat: 41.04,
      lng: 29.01,
      pinned: true,
    });
  });

  it("reads the pin flag as a boolean only", () => {
    for (const bad of ["true", 1, null, {}]) expect(content({ lat: 1, lng: 2, pinned: bad }).pinned).toBe(false);
    expect(content({ lat: 1, lng: 2, pinned: true }).pinned).toBe(true);
  });
});

describe("map location view (server-rendered, before any script)", () => {
  it("shows the address as text, escaped, in a fixed-height box, with the coordinates and a link to OpenStreetMap", () => {
    for (const mode of ["view", "editor"] as const) {
      const html = render({ address: `<script>alert(1)</script> & "Hall"`, lat: 41.0082, lng: 28.9784, pinned: true }, { zoomLevel: 20 }, mode);
      expect(html).not.toContain("<script");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Hall&quot;");
      expect(html).toContain("41.0082, 28.9784");
      expect(html).toMatch(/class="map-location [^"]*\bh-80\b/);
      // The map's zoom 20 is past openstreetmap.org's own 19; the pin is a marker there.
      expect(hrefs(html)).toEqual(["https://www.openstreetmap.org/?mlat=41.0082&mlon=28.9784#map=19/41.0082/28.9784"]);
      expect(html).toMatch(/<a [^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
      // The live map comes later, in the browser only: nothing of Leaflet (or its translated caption) is in the HTML.
      expect(html).not.toContain("leaflet");
      expect(html).not.toContain("Open in OpenStreetMap");
    }
  });

  it("names an unpinned place without an address by its coordinates, and links it without a marker", () => {
    const html = render(undefined, { zoomLevel: 12 });
    expect(html).toContain(">41.0082, 28.9784</a>");
    expect(hrefs(html)).toEqual(["https://www.openstreetmap.org/#map=12/41.0082/28.9784"]);
  });

  it("draws the pin as inline SVG with nothing from the user in it", () => {
    expect(PIN_SVG).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(PIN_SVG).not.toMatch(/\{|\$|<script|on\w+=/i);
    expect(render({ address: "x", lat: 1, lng: 2, pinned: true })).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});

describe("map helpers", () => {
  it("build OpenStreetMap links from numbers only, zoom clamped to the website's 1..19", () => {
    expect(openStreetMapUrl({ lat: -33.856784, lng: 151.215297, zoom: 15, pinned: true })).toBe(
      "https://www.openstreetmap.org/?mlat=-33.856784&mlon=151.215297#map=15/-33.856784/151.215297",
    );
    expect(openStreetMapUrl({ lat: 1, lng: 2, zoom: 0, pinned: false })).toBe("https://www.openstreetmap.org/#map=1/1/2");
    expect(openStreetMapUrl({ lat: 1.23456789, lng: 2, zoom: 20.4, pinned: false })).toBe("https://www.openstreetmap.org/#map=19/1.234568/2");
  });

  it("clamp and format coordinates", () => {
    expect([clampLat(91), clampLat(-91), clampLng(180.5), clampLng(-999), clampLat(12.3456789)]).toEqual([90, -90, 180, -180, 12.345679]);
    expect(formatCoordinates(41.0082, 28.9784)).toBe("41.0082, 28.9784");
  });

  it("accept a search text of 2..200 characters after trimming", () => {
    expect(geocodeQuerySchema.parse({ q: "  Ortaköy  " })).toEqual({ q: "Ortaköy" });
    for (const bad of [{ q: "a" }, { q: "   a  " }, { q: "x".repeat(201) }, {}, { q: 5 }]) expect(geocodeQuerySchema.safeParse(bad).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ q: "x".repeat(200) }).success).toBe(true);
  });

  it("read an upstream answer into at most 5 clean results, skipping places that make no sense", () => {
    const place = (name: unknown, lat: unknown, lon: unknown) => ({ place_id: 1, display_name: name, lat, lon, boundingbox: ["x"] });
    const results = readPlaces([
      place("Sultanahmet,\nFatih,\u0000 İstanbul", "41.0055", "28.9769"),
      place("No coordinates", "", ""),
      place("Off the globe", "91.5", "10"),
      place("Not a number", "41.0abc", "28"),
      place(42, "1", "2"),
      place("   ", "1", "2"),
      place("Numbers as numbers", 40.5, -3.7),
      place("Three", "1", "1"),
      place("Four", "2", "2"),
      place("Five", "3", "3"),
      place("Six", "4", "4"),
      "not an object",
    ]);
    expect(results).toEqual([
      { label: "Sultanahmet, Fatih, İstanbul", lat: 41.0055, lng: 28.9769 },
      { label: "Numbers as numbers", lat: 40.5, lng: -3.7 },
      { label: "Three", lat: 1, lng: 1 },
      { label: "Four", lat: 2, lng: 2 },
      { label: "Five", lat: 3, lng: 3 },
    ]);
    expect(readPlaces([place("y".repeat(400), "1", "2")])[0].label).toHaveLength(300);
    expect(readPlaces([])).toEqual([]);
  });

  it("refuse an upstream answer that is not a list of places as 'unavailable'", () => {
    for (const bad of [{ error: "Bad request" }, "<html>", null, Array.from({ length: 51 }, () => ({}))]) {
      let thrown: unknown;
      try {
        readPlaces(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe("UNAVAILABLE");
      expect((thrown as AppError).status).toBe(503);
      expect((thrown as AppError).messageKey).toBe("geocoderUnavailable");
    }
  });
});

describe("the live map's tile watch (when the map is shown, when the address card stays)", () => {
  function watched() {
    const outcomes: string[] = [];
    const watch = watchTiles({ onReady: () => outcomes.push("ready"), onFail: () => outcomes.push("failed") });
    return { outcomes, watch };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is ready at the first tile that loads, and stays so when later tiles fail", () => {
    const { outcomes, watch } = watched();
    watch.tileFailed();
    watch.tileLoaded();
    watch.tileLoaded();
    watch.tileFailed();
    watch.viewSettled();
    vi.advanceTimersByTime(GIVE_UP_SILENT_MS * 2);
    expect(outcomes).toEqual(["ready"]);
  });

  it("fails as soon as every tile of the view has failed (offline)", () => {
    const { outcomes, watch } = watched();
    watch.tileFailed();
    watch.tileFailed();
    expect(outcomes).toEqual([]);
    watch.viewSettled();
    expect(outcomes).toEqual(["failed"]);
    watch.tileLoaded();
    expect(outcomes).toEqual(["failed"]);
  });

  it("fails when no tile loaded within the grace period after the first error", () => {
    const { outcomes, watch } = watched();
    watch.tileFailed();
    vi.advanceTimersByTime(GIVE_UP_AFTER_ERROR_MS - 1);
    watch.tileFailed();
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual(["failed"]);
  });

  it("is still ready when a tile loads within the grace period", () => {
    const { outcomes, watch } = watched();
    watch.tileFailed();
    vi.advanceTimersByTime(GIVE_UP_AFTER_ERROR_MS - 1);
    watch.tileLoaded();
    vi.advanceTimersByTime(GIVE_UP_SILENT_MS);
    expect(outcomes).toEqual(["ready"]);
  });

  it("fails when nothing happens at all (requests hanging), and never after being stopped", () => {
    const { outcomes } = watched();
    vi.advanceTimersByTime(GIVE_UP_SILENT_MS);
    expect(outcomes).toEqual(["failed"]);

    const stopped = watched();
    stopped.watch.tileFailed();
    stopped.watch.stop();
    vi.advanceTimersByTime(GIVE_UP_SILENT_MS * 2);
    expect(stopped.outcomes).toEqual([]);
  });
});
