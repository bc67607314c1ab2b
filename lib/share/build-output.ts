import "server-only";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ShareRenderer } from "./render/types";

// The share view's build output (scripts/build-share.mjs): the renderer bundle and the asset
// manifest. Both are re-read when the build changes them (a developer rebuilding while `next dev`
// runs); otherwise they are read once per process.

export const SHARE_BUILD_DIR = path.resolve(process.cwd(), ".share-build");
export const SHARE_ASSETS_DIR = path.join(SHARE_BUILD_DIR, "assets");
const MANIFEST = path.join(SHARE_BUILD_DIR, "manifest.json");
const RENDERER = path.join(SHARE_BUILD_DIR, "renderer.mjs");

const MISSING = "The share view is not built: run `npm run share:build` (scripts/build-share.mjs).";

/** Files are looked at again at most this often: a rebuild shows within a second, and a busy share view does not stat on every request. */
const RECHECK_MS = 1_000;
const checked = new Map<string, { at: number; mtime: number }>();

function modifiedAt(file: string): number {
  const now = Date.now();
  const last = checked.get(file);
  if (last && now - last.at < RECHECK_MS) return last.mtime;
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    throw new Error(MISSING);
  }
  checked.set(file, { at: now, mtime });
  return mtime;
}

let manifest: { at: number; entries: Record<string, string> } | null = null;

/** Asset name ("share-view.js") → its public URL ("/shared-assets/share-view.<hash>.js"). */
export function shareManifest(): Record<string, string> {
  const at = modifiedAt(MANIFEST);
  if (manifest?.at !== at) manifest = { at, entries: JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, string> };
  return manifest.entries;
}

/** Changes whenever the share view is rebuilt (for caches of rendered pages). */
export const shareBuildStamp = () => `${modifiedAt(MANIFEST)}:${modifiedAt(RENDERER)}`;

let renderer: { at: number; module: Promise<ShareRenderer> } | null = null;

/** The renderer bundle, imported by Node itself (never by Next's bundler: see scripts/build-share.mjs). */
export function shareRenderer(): Promise<ShareRenderer> {
  const at = modifiedAt(RENDERER);
  if (renderer?.at !== at) {
    const url = `${pathToFileURL(RENDERER).href}?v=${at}`;
    renderer = { at, module: import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<ShareRenderer> };
  }
  return renderer.module;
}
