import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/media/download/[id]/route";
import { GET as search } from "@/app/api/media/pexels/all/route";
import { POST as importPhoto } from "@/app/api/media/pexels/import/[photoId]/[teamId]/[size]/route";
import { db } from "@/lib/db/client";
import { isAllowedImageUrl } from "@/lib/media/pexels/config";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// The stock photo calls against a stand-in Pexels: a local HTTP server this file starts, named by
// PEXELS_API_URL. It answers /v1/search and /v1/photos/{id} in Pexels' shape and serves the images.
// Our own code runs as in production; only the outside service is stood in for.

const KEY = "test-pexels-key";
let upstream: Server;
let origin: string;
let seen: { url: URL; headers: IncomingHttpHeaders }[] = [];
let jpeg: Buffer;
/** Overrides the stand-in's answer for API calls (not images) when set. */
let override: ((url: URL) => { status: number; body: string } | undefined) | undefined;
/** Where the photos' image URLs point (the stand-in itself unless a test says otherwise). */
let imageOrigin: () => string;
const saved = { key: process.env.PEXELS_API_KEY, url: process.env.PEXELS_API_URL };

function pexelsPhoto(id: number) {
  const image = (size: string) => `${imageOrigin()}/photos/${id}/pexels-photo-${id}.jpeg?size=${size}`;
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/yacht-${id}/`,
    photographer: "Ada Sailor\n",
    photographer_url: "https://www.pexels.com/@ada",
    photographer_id: 7,
    avg_color: "#778899",
    src: Object.fromEntries(["original", "large2x", "large", "medium", "small", "portrait", "landscape", "tiny"].map((size) => [size, image(size)])),
    liked: false,
    alt: "White yacht at sea",
  };
}

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2266aa" } }).jpeg().toBuffer();
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://upstream.test");
    seen.push({ url, headers: request.headers });
    if (url.pathname.startsWith("/photos/")) {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      return;
    }
    const special = override?.(url);
    if (special) {
      response.writeHead(special.status, { "content-type": "application/json" }).end(special.body);
      return;
    }
    const photo = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    if (photo) {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(pexelsPhoto(Number(photo[1]))));
      return;
    }
    if (url.pathname === "/v1/search") {
      const page = Number(url.searchParams.get("page"));
      const perPage = Number(url.searchParams.get("per_page"));
      const body = {
        total_results: 45,
        page,
        per_page: perPage,
        photos: [pexelsPhoto(101), { id: "broken" }, pexelsPhoto(102)],
        ...(page * perPage < 45 ? { next_page: `https://api.pexels.com/v1/search/?page=${page + 1}` } : {}),
      };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  for (const [name, value] of [["PEXELS_API_KEY", saved.key], ["PEXELS_API_URL", saved.url]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

beforeEach(() => {
  process.env.PEXELS_API_KEY = KEY;
  process.env.PEXELS_API_URL = `${origin}/v1`;
  seen = [];
  override = undefined;
  imageOrigin = () => origin;
});

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

const searchAs = (token: string, query: Record<string, string> = {}) => callRoute(search, "GET", "/api/media/pexels/all", { token, query });
const importAs = (token: string, photoId: string, teamId: string, size = "large2x") =>
  callRoute(importPhoto, "POST", "/x", { token, params: { photoId, teamId, size } });

describe("GET /api/media/pexels/all", () => {
  it("searches yacht, 20 per page, page 1 by default, with the key, and answers rebuilt photos", async () => {
    const { token } = await createUser();
    const result = await searchAs(token);
    expect(result.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0].url.pathname).toBe("/v1/search");
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ query: "yacht", per_page: "20", page: "1" });
    expect(seen[0].headers.authorization).toBe(KEY);

    const image = (id: number, size: string) => `${origin}/photos/${id}/pexels-photo-${id}.jpeg?size=${size}`;
    expect(result.body.page).toBe(1);
    expect(result.body.totalResults).toBe(45);
    expect(result.body.nextPage).toBe(true);
    // The broken entry is dropped; upstream-only fields (avg_color, liked...) are not passed on.
    expect(result.body.photos).toEqual([101, 102].map((id) => ({
      id,
      width: 4000,
      height: 3000,
      alt: "White yacht at sea",
      photographer: "Ada Sailor",
      photographerUrl: "https://www.pexels.com/@ada",
      url: `https://www.pexels.com/photo/yacht-${id}/`,
      src: Object.fromEntries(["tiny", "medium", "large", "large2x", "original"].map((size) => [size, image(id, size)])),
    })));
  });

  it("passes the term, page size and page on, and knows the last page", async () => {
    const { token } = await createUser();
    const result = await searchAs(token, { search: "  beach wedding ", noResults: "40", page: "2" });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ query: "beach wedding", per_page: "40", page: "2" });
    expect(result.body.nextPage).toBe(false);
  });

  it("refuses page sizes and pages out of range and an overlong term, without asking Pexels", async () => {
    const { token } = await createUser();
    for (const query of [{ noResults: "0" }, { noResults: "81" }, { page: "0" }, { page: "x" }, { search: "y".repeat(101) }] as Record<string, string>[]) {
      expect((await searchAs(token, query)).status).toBe(400);
    }
    expect(seen).toHaveLength(0);
  });

  it("answers 503 with how to enable it when the server has no key", async () => {
    const { token } = await createUser();
    delete process.env.PEXELS_API_KEY;
    const result = await searchAs(token);
    expect(result.status).toBe(503);
    expect(result.body.error.code).toBe("UNAVAILABLE");
    expect(result.body.error.message).toBe("Stock photos are not set up on this server. Set PEXELS_API_KEY to enable them.");
    expect(seen).toHaveLength(0);
  });

  it("answers 503 when Pexels fails or answers nonsense", async () => {
    const { token } = await createUser();
    override = () => ({ status: 500, body: "{}" });
    const failed = await searchAs(token);
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toMatch(/cannot be reached/);
    override = () => ({ status: 200, body: JSON.stringify({ photos: "none" }) });
    expect((await searchAs(token)).status).toBe(503);
  });

  it("is rate-limited per user", async () => {
    const { user, token } = await createUser();
    await db.rateLimitBucket.create({ data: { key: `pexels-search:${user.id}`, count: 60, resetAt: new Date(Date.now() + 60_000) } });
    const result = await searchAs(token);
    expect(result.status).toBe(429);
    expect(seen).toHaveLength(0);
    expect((await searchAs((await createUser()).token)).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await callRoute(search, "GET", "/api/media/pexels/all")).status).toBe(401);
  });
});

describe("POST /api/media/pexels/import/{photoId}/{teamId}/{size}", () => {
  it("stores the photo's large2x image in the library with its stock photo id", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await importAs(token, "101", teamId);
    expect(result.status).toBe(201);
    const id = result.body.media._id;
    expect(seen.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual(["/v1/photos/101", "/photos/101/pexels-photo-101.jpeg?size=large2x"]);
    expect(seen[0].headers.authorization).toBe(KEY);

    const row = await db.media.findUniqueOrThrow({ where: { id } });
    expect([row.teamId, row.stockPhotoId, row.uploadedById, row.width, row.height, row.deleted]).toEqual([teamId, "101", user.id, 64, 48, false]);
    const served = await download(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 64, 48]);
  });

  it("asks for the size named in the path", async () => {
    const { user, token } = await createUser();
    const result = await importAs(token, "202", await teamOf(user.id), "medium");
    expect(result.status).toBe(201);
    expect(seen[1].url.search).toBe("?size=medium");
  });

  it("answers 404 to someone outside the workspace, without asking Pexels", async () => {
    const { user } = await createUser();
    const outsider = await createUser();
    const result = await importAs(outsider.token, "101", await teamOf(user.id));
    expect(result.status).toBe(404);
    expect(seen).toHaveLength(0);
    expect(await db.media.count({ where: { stockPhotoId: "101", teamId: await teamOf(user.id) } })).toBe(0);
  });

  it("refuses an unknown size and a photo id that is not a number", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    expect((await importAs(token, "101", teamId, "huge")).status).toBe(400);
    expect((await importAs(token, "../etc", teamId)).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it("answers 503 without a key, and when Pexels fails", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    delete process.env.PEXELS_API_KEY;
    const off = await importAs(token, "101", teamId);
    expect([off.status, off.body.error.message]).toEqual([503, "Stock photos are not set up on this server. Set PEXELS_API_KEY to enable them."]);
    process.env.PEXELS_API_KEY = KEY;
    override = () => ({ status: 500, body: "{}" });
    expect((await importAs(token, "101", teamId)).status).toBe(503);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
  });

  it("refuses to download an image from any other host than Pexels' own", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    // The same stand-in under another name (localhost instead of 127.0.0.1): another origin.
    imageOrigin = () => origin.replace("127.0.0.1", "localhost");
    const result = await importAs(token, "303", teamId);
    expect(result.status).toBe(503);
    expect(seen.map((request) => request.url.pathname)).toEqual(["/v1/photos/303"]);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
  });
});

describe("isAllowedImageUrl", () => {
  it("allows https images.pexels.com, and a local stand-in only at its own origin", () => {
    process.env.PEXELS_API_URL = "https://api.pexels.com/v1";
    expect(isAllowedImageUrl("https://images.pexels.com/photos/1/a.jpeg?w=940")).toBe(true);
    for (const url of [
      "http://images.pexels.com/photos/1/a.jpeg",
      "https://images.pexels.com:8443/a.jpeg",
      "https://images.pexels.com.evil.test/a.jpeg",
      "https://user@images.pexels.com/a.jpeg",
      "https://evil.test/a.jpeg",
      "http://127.0.0.1/a.jpeg",
      "not a url",
    ]) {
      expect(isAllowedImageUrl(url)).toBe(false);
    }
    process.env.PEXELS_API_URL = `${origin}/v1`;
    expect(isAllowedImageUrl(`${origin}/photos/1/a.jpeg`)).toBe(true);
    expect(isAllowedImageUrl("http://127.0.0.1:1/a.jpeg")).toBe(false);
  });
});
