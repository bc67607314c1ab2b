import "server-only";
import { createPrismaClient, type Db } from "./create-client";

// One client per server process. Kept on globalThis so Next's dev reloads do not open a second
// embedded database on the same folder (PGlite allows one process, one connection).
const globalForDb = globalThis as unknown as { __appDb?: Db };

export function getDb(): Db {
  globalForDb.__appDb ??= createPrismaClient();
  return globalForDb.__appDb;
}

/** The Prisma client, created on first use: `next build` imports modules without touching the database. */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type { Db };
