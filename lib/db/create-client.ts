import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { resolveDatabaseTarget, type DatabaseTarget } from "./config";
import { PrismaClient } from "./generated/client";
import { applyPendingMigrations } from "./migrations";
import { pgliteRunner } from "./sql-runner";

export type Db = PrismaClient & {
  ready: Promise<void>;
  target: DatabaseTarget;
  /** Disconnects, and for the embedded database closes its files (another process may open them next). */
  close(): Promise<void>;
};

/**
 * Connections to a PostgreSQL server per process (DATABASE_POOL_SIZE, default 10). An autosave holds
 * one for four short statements; on a small server more connections than about twice its cores only
 * queue inside PostgreSQL instead of here, and PostgreSQL's default allows 100 in all. The embedded
 * database has exactly one connection: its transactions run one after another.
 */
function poolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

/**
 * The embedded adapter, connected only once migrations are applied: every query waits for them by
 * itself, so the server answers what needs no database (a health probe, static pages) at once.
 */
function afterMigrations(factory: PrismaPGlite, ready: Promise<unknown>): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      await ready;
      return factory.connect();
    },
  };
}

/**
 * Builds a Prisma client for the configured database. In embedded mode the PGlite instance also
 * applies pending migrations before the first query, so a fresh clone needs no setup step;
 * `ready` settles when that is done (PostgreSQL servers are migrated by `npm run db:migrate`).
 */
export function createPrismaClient(target = resolveDatabaseTarget()): Db {
  if (target.kind === "postgres") {
    const pool = { connectionString: target.url, max: poolSize(), idleTimeoutMillis: 30_000 };
    const client = new PrismaClient({ adapter: new PrismaPg(pool) });
    return Object.assign(client, { ready: Promise.resolve(), target, close: () => client.$disconnect() });
  }
  if (!target.dataDir.startsWith("memory://")) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir);
  const ready = pglite.waitReady.then(() => applyPendingMigrations(pgliteRunner(pglite, false))).then(() => undefined);
  const client = new PrismaClient({ adapter: afterMigrations(new PrismaPGlite(pglite), ready) });
  const close = async () => {
    await client.$disconnect();
    await pglite.close();
  };
  return Object.assign(client, { ready, target, close });
}
