import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface RouteFile {
  file: string;
  /** OpenAPI-style path: app/api/reset/[token]/route.ts -> /api/reset/{token} */
  path: string;
  methods: string[];
}

const APP_DIR = path.resolve(process.cwd(), "app");

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every route handler file in the app, with the HTTP methods it exports. */
export function listRouteFiles(): RouteFile[] {
  return walk(APP_DIR).map((file) => {
    const segments = path
      .relative(APP_DIR, path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups do not appear in URLs
      .map((segment) => segment.replace(/^\[\[\.\.\.(.+)\]\]$/, "{$1}").replace(/^\[\.\.\.(.+)\]$/, "{$1}").replace(/^\[(.+)\]$/, "{$1}"));
    const source = readFileSync(file, "utf8");
    const methods = [...source.matchAll(/export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
    for (const m of source.matchAll(/export\s*\{([^}]+)\}/g)) {
      for (const name of m[1].matchAll(/as\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.push(name[1]);
    }
    // Handlers made by a factory: export const { GET, POST } = brandImageRoutes("logo");
    for (const m of source.matchAll(/export\s+const\s*\{([^}]+)\}\s*=/g)) {
      for (const name of m[1].matchAll(/(?:^|,)\s*(?:\w+\s*:\s*)?(GET|POST|PUT|PATCH|DELETE)\s*(?=,|$)/g)) methods.push(name[1]);
    }
    return { file: path.relative(process.cwd(), file), path: `/${segments.join("/")}`, methods };
  });
}
