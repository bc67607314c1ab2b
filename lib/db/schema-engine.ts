import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { DiffTarget, SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { listMigrations, MIGRATIONS_DIR } from "./migrations";

export const SCHEMA_PATH = path.resolve(process.cwd(), "prisma/schema.prisma");

/**
 * Prisma's schema engine compiled to WASM, driven over an in-memory PGlite database that serves
 * as the shadow database. Only scripts and tests use it: it writes and checks migrations, it never
 * touches the configured database (see shared/TOOLCHAIN.md for why the native engine is not used).
 */
async function openSchemaEngine(schemaText: string): Promise<{ engine: SchemaEngine; close: () => Promise<void> }> {
  // The package exports no package.json; resolve its entry file and read the siblings next to it.
  const require = createRequire(import.meta.url);
  const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bg = await import(path.join(pkgDir, "schema_engine_bg.js"));
  const bytes = readFileSync(path.join(pkgDir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();

  const shadow = new PGlite();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(shadow));
  const engine: SchemaEngine = await bg.SchemaEngine.new({ datamodels: [["schema.prisma", schemaText]] }, () => {}, adapter);
  return { engine, close: () => shadow.close() };
}

function migrationsTarget(dir: string): DiffTarget {
  return {
    tag: "migrations",
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"\n' },
    shadowDbInitScript: "",
    migrationDirectories: listMigrations(dir).map((m) => ({
      path: m.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: m.sql } },
    })),
  };
}

/** SQL that takes a database built from the migrations to the shape schema.prisma describes; "" when none is needed. */
export async function diffMigrationsToSchema(dir = MIGRATIONS_DIR, schemaPath = SCHEMA_PATH): Promise<string> {
  const schemaText = readFileSync(schemaPath, "utf8");
  const { engine, close } = await openSchemaEngine(schemaText);
  try {
    const from: DiffTarget = listMigrations(dir).length ? migrationsTarget(dir) : { tag: "empty" };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schemaText }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return stripComments(result.stdout ?? "");
  } finally {
    await close();
  }
}

function stripComments(sql: string): string {
  const meaningful = sql
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("--"))
    .join("\n");
  return meaningful ? sql.trim() + "\n" : "";
}
