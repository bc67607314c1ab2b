// Before `next dev`: apply migrations and seed an empty database, as `npm run app` does.
import { spawnSync } from "node:child_process";

for (const args of [["tsx", "scripts/db-migrate.ts"], ["tsx", "scripts/db-seed.ts", "--if-empty"]]) {
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
