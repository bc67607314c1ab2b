import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

export const MIGRATIONS_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "prisma/migrations");

export interface MigrationFileInfo {
  name: string;
  sql: string;
  checksum: string;
}

/** Migrations in Prisma's layout (prisma/migrations/<timestamp>_<name>/migration.sql), oldest first. */
export function listMigrations(dir = MIGRATIONS_DIR): MigrationFileInfo[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

// Our own ledger table: Prisma's CLI cannot run here (no native engine), so we apply the SQL ourselves.
const LEDGER = `CREATE TABLE IF NOT EXISTS "_app_migrations" (
  "name" TEXT PRIMARY KEY,
  "checksum" TEXT NOT NULL,
  "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now()
)`;

/**
 * Applies every migration not yet recorded, each in its own transaction, and refuses to go on
 * when an applied migration's file was edited afterwards (the database would no longer match it).
 */
export async function applyPendingMigrations(runner: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  await runner.exec(LEDGER);
  const { rows } = await runner.query<{ name: string; checksum: string }>(`SELECT "name", "checksum" FROM "_app_migrations"`);
  const applied = new Map(rows.map((row) => [row.name, row.checksum]));
  const done: string[] = [];
  for (const migration of listMigrations(dir)) {
    const known = applied.get(migration.name);
    if (known) {
      if (known !== migration.checksum) {
        throw new Error(`Migration ${migration.name} was changed after it was applied. Create a new migration instead.`);
      }
      continue;
    }
    await runner.exec("BEGIN");
    try {
      await runner.exec(migration.sql);
      await runner.query(`INSERT INTO "_app_migrations" ("name", "checksum") VALUES ($1, $2)`, [migration.name, migration.checksum]);
      await runner.exec("COMMIT");
    } catch (error) {
      await runner.exec("ROLLBACK");
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
    done.push(migration.name);
  }
  return done;
}
