import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as geocode } from "@/app/api/geocode/route";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// GET /api/geocode against a fake Nominatim: a local HTTP server this file starts, named by
// GEOCODER_URL. Our own code runs as in production; only the outside service is stood in for.

interface Seen {
  url: URL;
  headers: IncomingHttpHeaders;
}

let upstream: Server;
let upstreamUrl: string;
let seen: Seen[] = [];
/** How the fake upstream answers the next requests. */
let answer: (url: URL) => { status: number; body: string } = () => ({ status: 200, body: "[]" });
const previousGeocoderUrl = process.env.GEOCODER_URL;
const previousGap = process.env.GEOCODER_MIN_GAP_MS;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://upstream.test");
    seen.push({ url, headers: request.headers });
    const { status, body } = answer(url);
    response.writeHead(status, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  if (previousGeocoderUrl === undefined) delete process.env.GEOCODER_URL;
  else process.env.GEOCODER_URL = previousGeocoderUrl;
  if (previousGap === undefined) delete process.env.GEOCODER_MIN_GAP_MS;
  else process.env.GEOCODER_MIN_GAP_MS = previousGap;
});

beforeEach(() => {
  process.env.GEOCODER_URL = upstreamUrl;
  // No gap between searches here, except in the test of the gap itself.
  process.env.GEOCODER_MIN_GAP_MS = "0";
  seen = [];
  answer = () => ({ status: 200, body: "[]" });
});

/** A search text no other test uses: answers are cached per text. */
const fresh = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

const search = (token: string | undefined, q?: string, headers?: Record<string, string>) =>
  callRoute(geocode, "GET", "/api/geocode", { token, query: q === undefined ? {} : { q }, headers });

describe("GET /api/geocode", () => {
  it("asks the upstream in the caller's language and answers only clean results", async () => {
    const { token } = await createUser();
    answer = () => ({
      status: 200,
      body: JSON.stringify([
        { place_id: 1, display_name: "Sultanahmet Camii, Fatih, İstanbul, Türkiye", lat: "41.0054", lon: "28.9768", osm_type: "way", extratags: { x: "<b>" } },
        { place_id: 2, display_name: "Broken", lat: "north", lon: "east" },
        { place_id: 3, display_name: "Ayasofya,\nFatih", lat: "41.0086", lon: "28.9802" },
      ]),
    });
    const q = fresh("Sultanahmet");
    const result = await search(token, `  ${q}  `, { "accept-language": "tr" });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      results: [
        { label: "Sultanahmet Camii, Fatih, İstanbul, Türkiye", lat: 41.0054, lng: 28.9768 },
        { label: "Ayasofya, Fatih", lat: 41.0086, lng: 28.9802 },
      ],
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.url.pathname).toBe("/search");
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ format: "jsonv2", limit: "5", q });
    expect(request.headers["accept-language"]).toBe("tr");
    expect(request.headers["user-agent"]).toMatch(/^Eventdocs\/\d+ \(http/);

    // The same search again is answered from the cache: the upstream is not asked twice.
    expect((await search(token, q, { "accept-language": "tr" })).body).toEqual(result.body);
    expect(seen).toHaveLength(1);
  });

  it("answers 503 with a translated message when the upstream answers an error", async () => {
    const { token } = await createUser();
    answer = () => ({ status: 500, body: JSON.stringify({ error: "boom" }) });
    const result = await search(token, fresh("Galata"));
    expect(result.status).toBe(503);
    expect(result.body.error).toEqual({
      code: "UNAVAILABLE",
      message: "Address search is not available right now. Click on the map to place the pin, or type the address and coordinates yourself.",
    });
    expect(seen).toHaveLength(1);

    const german = await search(token, fresh("Galata"), { "accept-language": "de" });
    expect(german.status).toBe(503);
    expect(german.body.error.message).toMatch(/^Die Adresssuche ist gerade nicht verfügbar/);
  });

  it("answers 503 when the upstream answers something that is not a list of places", async () => {
    const { token } = await createUser();
    for (const body of ["<html>maintenance</html>", JSON.stringify({ results: [] })]) {
      answer = () => ({ status: 200, body });
      const result = await search(token, fresh("Karaköy"));
      expect(result.status, body).toBe(503);
      expect(result.body.error.code).toBe("UNAVAILABLE");
    }
  });

  it("answers 503 for an answer far larger than a search answer", async () => {
    const { token } = await createUser();
    answer = () => ({ status: 200, body: JSON.stringify([{ display_name: "x".repeat(300_000), lat: "41", lon: "29" }]) });
    expect((await search(token, fresh("Karaköy"))).status).toBe(503);
  });

  it("asks the upstream at most once per gap for the whole app, not per user", async () => {
    process.env.GEOCODER_MIN_GAP_MS = "400";
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const started = Date.now();
    const answers = await Promise.all([search(first.token, fresh("Galata")), search(second.token, fresh("Moda"))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(seen).toHaveLength(2);
    // The second search waited for the first one's slot.
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it("answers 503 when the upstream cannot be reached", async () => {
    const { token } = await createUser();
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.GEOCODER_URL = `http://127.0.0.1:${port}`;

    const result = await search(token, fresh("Bebek"));
    expect(result.status).toBe(503);
    expect(result.body.error.code).toBe("UNAVAILABLE");
  });

  it("answers 503 when the upstream does not answer within 5 seconds", async () => {
    const { token } = await createUser();
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    process.env.GEOCODER_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const result = await search(token, fresh("Arnavutköy"));
      expect(result.status).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("answers 400 naming q for a search text that is missing, too short or too long, without asking the upstream", async () => {
    const { token } = await createUser();
    for (const q of [undefined, "", " a ", "x".repeat(201)]) {
      const result = await search(token, q);
      expect(result.status, String(q)).toBe(400);
      expect(result.body.error.code).toBe("INVALID_INPUT");
      expect(result.body.error.fields.map((field: { path: string }) => field.path)).toEqual(["query.q"]);
    }
    expect(seen).toEqual([]);
  });

  it("answers 401 without a session, without asking the upstream", async () => {
    const result = await search(undefined, fresh("Moda"));
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe("UNAUTHENTICATED");
    expect(seen).toEqual([]);
  });

  it("limits searches per user with 429, leaving other users alone", async () => {
    const { token } = await createUser();
    for (let index = 0; index < 30; index++) expect((await search(token, fresh("Kadıköy"))).status).toBe(200);
    const limited = await search(token, fresh("Kadıköy"));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(seen).toHaveLength(30);

    const other = await createUser();
    expect((await search(other.token, fresh("Kadıköy"))).status).toBe(200);
  });
});
