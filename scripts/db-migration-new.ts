// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the existing
// migrations to what prisma/schema.prisma describes. Usage: npm run db:migration:new -- add_things
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../lib/db/migrations";
import { diffMigrationsToSchema } from "../lib/db/schema-engine";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:migration:new -- <name>");
  process.exit(1);
}
const sql = await diffMigrationsToSchema();
if (!sql) {
  console.log("schema.prisma and the migrations already agree: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
writeFileSync(path.join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
