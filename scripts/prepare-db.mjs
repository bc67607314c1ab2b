// Before `next dev`: apply migrations and seed an empty database, as `npm run app` does. The demo
// account (whose password is in the README) is seeded only into the embedded database, or into
// PostgreSQL when SEED_DEMO=1.
import { spawnSync } from "node:child_process";

const seedDemo = !process.env.DATABASE_URL?.trim() || process.env.SEED_DEMO?.trim() === "1";
const steps = [["tsx", "scripts/db-migrate.ts"], ...(seedDemo ? [["tsx", "scripts/db-seed.ts", "--if-empty"]] : [])];
for (const args of steps) {
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
