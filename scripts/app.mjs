// `npm run app`: migrate, seed a demo account into an empty embedded database, build when the
// sources changed since the last build, and serve on port 3000. No configuration needed: without
// DATABASE_URL the embedded database in .data/ is used. A PostgreSQL database (DATABASE_URL) gets
// the demo account, with its well-known password, only when asked for with SEED_DEMO=1.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
/** The demo account's password is public (README): seed it only locally, or when asked to. */
function shouldSeedDemo(environment) {
  return !environment.DATABASE_URL?.trim() || environment.SEED_DEMO?.trim() === "1";
}
const gitHead = () => {
  const result = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout;
  return result.status === 0 ? `${result.stdout.trim()}:${dirty.length}` : String(Date.now());
};

run("npx", ["tsx", "scripts/db-migrate.ts"]);
if (shouldSeedDemo(env)) run("npx", ["tsx", "scripts/db-seed.ts", "--if-empty"]);

const stamp = ".next/built-from";
const head = gitHead();
// The share view's renderer and assets live outside .next (scripts/build-share.mjs): a missing
// manifest means they were never built (or were cleaned), so the whole build runs again.
if (!existsSync(".next/BUILD_ID") || !existsSync(".share-build/manifest.json") || !existsSync(stamp) || readFileSync(stamp, "utf8") !== head) {
  run("node", ["scripts/build-share.mjs"]);
  run("npx", ["next", "build"]);
  writeFileSync(stamp, head);
}
run("npx", ["next", "start", "-p", process.env.PORT ?? "3000"]);
