import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Loaded from node_modules at run time, not bundled: PGlite ships WASM and data files, sharp is
  // native, and exceljs (the price list export) is large and server-only; mjml (the share e-mail's
  // layout) loads optional modules by name (docs/decisions/0004).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp", "bcryptjs", "exceljs", "mjml"],
  typedRoutes: false,
  // The spec's calls include paths with a trailing slash (POST /api/team/{teamId}/catalog/,
  // DELETE /api/catalog/): answer them as they are instead of redirecting (a 308 some clients do not follow).
  skipTrailingSlashRedirect: true,
  // Next loads every route's code right after start-up by default, which keeps the event loop busy
  // for a second or two on this app and holds back the first answers (a load balancer's health
  // probe, the first visitor). Each route's code is loaded on its first request instead.
  experimental: { preloadEntriesOnStart: false },
  // `next dev` serves its scripts to localhost only; tests and screenshots often open 127.0.0.1.
  allowedDevOrigins: ["127.0.0.1"],
};

export default withNextIntl(nextConfig);
