// Applies pending migrations to the configured database: DATABASE_URL, else the embedded one in .data/.
import { resolveDatabaseTarget } from "../lib/db/config";
import { applyPendingMigrations } from "../lib/db/migrations";
import { openRunner } from "../lib/db/sql-runner";

const target = resolveDatabaseTarget();
const runner = await openRunner(target);
try {
  const applied = await applyPendingMigrations(runner);
  const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded database in ${target.dataDir}`;
  console.log(applied.length ? `Applied ${applied.length} migration(s) to the ${where}: ${applied.join(", ")}` : `The ${where} is up to date.`);
} finally {
  await runner.close();
}
