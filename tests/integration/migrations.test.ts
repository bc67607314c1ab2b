import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { applyPendingMigrations, listMigrations } from "@/lib/db/migrations";
import { diffMigrationsToSchema } from "@/lib/db/schema-engine";
import { pgliteRunner } from "@/lib/db/sql-runner";
import { db } from "@/lib/db/client";

describe("migrations", () => {
  it("agree with schema.prisma (run `npm run db:migration:new -- <name>` when this fails)", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  }, 120_000);

  it("apply to a fresh embedded database, and a second run applies nothing", async () => {
    const pglite = new PGlite();
    const runner = pgliteRunner(pglite);
    expect(await applyPendingMigrations(runner)).toEqual(listMigrations().map((m) => m.name));
    expect(await applyPendingMigrations(runner)).toEqual([]);
    const { rows } = await pglite.query<{ count: number }>("SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'");
    expect(rows[0].count).toBeGreaterThan(30);
    await runner.close();
  }, 60_000);

  it("are applied to the database these tests run on (PostgreSQL server or embedded)", async () => {
    const rows = await db.$queryRaw<{ name: string }[]>`SELECT "name" FROM "_app_migrations" ORDER BY "name"`;
    expect(rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
  });
});
