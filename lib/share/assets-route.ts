import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SHARE_ASSETS_DIR } from "./build-output";

// GET /shared-assets/{file}: the share view's built scripts, style sheets and images. Names carry
// their content's hash, so they are cached for good. Only names of the build's own shape are
// served, from one folder: no path can leave it. Compression is the server's (next start gzips
// responses itself; compressing here too would send gzip inside gzip).

const ASSET_NAME = /^[a-z0-9-]+\.[A-Za-z0-9_-]{6,20}\.(js|css|png|svg|woff2)$/;

const TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  png: "image/png",
  svg: "image/svg+xml",
  woff2: "font/woff2",
};

export async function serveShareAsset(request: Request, file: string): Promise<Response> {
  const match = ASSET_NAME.exec(file);
  if (!match) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(SHARE_ASSETS_DIR, file));
  } catch {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const headers: Record<string, string> = {
    "content-type": TYPES[match[1]],
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  };
  return new Response(new Uint8Array(bytes), { headers });
}
