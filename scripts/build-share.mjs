// Builds the public share view's renderer and browser assets, outside Next (`npm run share:build`;
// `npm run build`, `npm run dev`, `npm run app` and the integration tests run it first).
//
// Why outside Next: Next compiles route handlers in its React Server Components layer, where
// react-dom/server is refused and "use client" components become references, so the block views
// cannot be rendered to HTML there. The share view's route handler imports the renderer bundled here
// at run time instead (lib/share/build-output.ts).
//
//   .share-build/renderer.mjs            lib/share/render/entry.tsx (node, esm; npm packages stay external)
//   .share-build/assets/<name>.<hash>.*  lib/share/share.css (Tailwind) and every lib/share/client/*.ts|css
//   .share-build/manifest.json           { "share-view.js": "/shared-assets/share-view.<hash>.js", ... }
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".share-build");
const assets = path.join(out, "assets");
const clientDir = path.join(root, "lib/share/client");
const PUBLIC_PREFIX = "/shared-assets/";
const started = Date.now();

// Old hashed assets stay (a running server may still name them); the renderer and the manifest are
// replaced by renaming, so a server, or another build running at the same time, never reads half a file.
mkdirSync(assets, { recursive: true });
const replace = (file, write) => {
  const temporary = `${file}.${process.pid}.tmp`;
  write(temporary);
  renameSync(temporary, file);
};

/** `server-only` throws outside React Server Components; the renderer is server code by construction. */
const serverOnly = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/** Style sheets that views import for the app's bundle (Leaflet's) mean nothing to an HTML renderer. */
const noCss = {
  name: "no-css",
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, () => ({ path: "css", namespace: "empty" }));
  },
};

/**
 * Browser-only libraries that islands load in effects (which never run in a static render) but that
 * touch `window` as soon as they are imported: an empty stand-in in the renderer.
 */
const browserOnly = {
  name: "browser-only",
  setup(b) {
    b.onResolve({ filter: /^(leaflet|@panzoom\/panzoom|embla-carousel[a-z-]*)$/ }, (args) => ({ path: args.path, namespace: "browser-only" }));
    b.onLoad({ filter: /.*/, namespace: "browser-only" }, () => ({ contents: "module.exports = {};", loader: "js" }));
  },
};

/** The "@/..." alias of tsconfig, resolved before esbuild decides what is an (external) package. */
const appAlias = {
  name: "app-alias",
  setup(b) {
    b.onResolve({ filter: /^@\// }, (args) => b.resolve(`./${args.path.slice(2)}`, { resolveDir: root, kind: args.kind }));
  },
};

// 1. The renderer: React and every npm package load from node_modules at run time.
const rendererOut = path.join(out, `renderer.${process.pid}.mjs`);
await build({
  entryPoints: [path.join(root, "lib/share/render/entry.tsx")],
  outfile: rendererOut,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  plugins: [serverOnly, noCss, browserOnly, appAlias],
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
renameSync(rendererOut, path.join(out, "renderer.mjs"));

/** The first top-level `@theme { ... }` block of a style sheet, braces matched. */
function themeBlock(source) {
  const start = source.indexOf("@theme {");
  if (start < 0) throw new Error("app/globals.css has no @theme block");
  let depth = 0;
  for (let i = source.indexOf("{", start); i < source.length; i++) {
    if (source[i] === "{") depth++;
    else if (source[i] === "}" && --depth === 0) return source.slice(start, i + 1);
  }
  throw new Error("app/globals.css: unbalanced @theme block");
}

const manifest = {};
const hashed = (name, bytes) => {
  const ext = path.extname(name);
  const file = `${path.basename(name, ext)}.${createHash("sha256").update(bytes).digest("hex").slice(0, 10)}${ext}`;
  writeFileSync(path.join(assets, file), bytes);
  manifest[name] = PUBLIC_PREFIX + file;
};

// 2. The page's style sheet: Tailwind over the block views, the pages and the islands.
// The app's design tokens are app/globals.css's @theme block, read from there (one source of truth)
// and put where share.css says `/* @app-theme */`.
const cssPath = path.join(root, "lib/share/share.css");
const cssSource = readFileSync(cssPath, "utf8").replace("/* @app-theme */", () => themeBlock(readFileSync(path.join(root, "app/globals.css"), "utf8")));
const css = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(cssSource, { from: cssPath });
hashed("share.css", Buffer.from(css.css));

// 3. Browser scripts and their style sheets: one small file per island, loaded only where used.
const clientEntries = existsSync(clientDir) ? readdirSync(clientDir).filter((file) => /^[a-z0-9-]+\.(ts|css)$/.test(file) && !file.endsWith(".d.ts")) : [];
if (clientEntries.length) {
  const result = await build({
    entryPoints: clientEntries.map((file) => path.join(clientDir, file)),
    outdir: assets,
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2019",
    minify: true,
    entryNames: "[name].[hash]",
    assetNames: "[name].[hash]",
    publicPath: PUBLIC_PREFIX,
    // Font files a style sheet names (the Accept block's signature font) become hashed assets too.
    loader: { ".png": "file", ".svg": "file", ".woff2": "file" },
    plugins: [appAlias],
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    logLevel: "warning",
  });
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const source = path.basename(meta.entryPoint);
    const name = source.replace(/\.ts$/, ".js");
    // A .ts entry that imports CSS also emits a .css beside it; the .css entry of the same name wins.
    const key = file.endsWith(".css") && name.endsWith(".js") ? name.replace(/\.js$/, ".css") : name;
    if (key in manifest && file.endsWith(".css") && !source.endsWith(".css")) continue;
    manifest[key] = PUBLIC_PREFIX + path.basename(file);
  }
}

replace(path.join(out, "manifest.json"), (file) => writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n"));
console.log(`share view built in ${Date.now() - started} ms: ${Object.keys(manifest).join(", ")}`);
