import { spawnSync } from "node:child_process";
import pg from "pg";
import { applyPendingMigrations } from "../../lib/db/migrations";
import { openRunner } from "../../lib/db/sql-runner";

/**
 * With TEST_DATABASE_URL: creates that database when missing, empties it and applies every
 * migration once, before the workers start. Without it each worker uses an in-memory embedded
 * database that migrates itself (lib/db/create-client.ts).
 */
export default async function setup() {
  // The share view's renderer and assets (tests of /shared/... render through them), built once.
  const built = spawnSync(process.execPath, ["scripts/build-share.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("scripts/build-share.mjs failed");
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();

  const runner = await openRunner({ kind: "postgres", url });
  await runner.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP TABLE IF EXISTS "_app_migrations"');
  await applyPendingMigrations(runner);
  await runner.close();
}
