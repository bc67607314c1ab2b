import { createPrismaClient, type Db } from "./create-client";

// One client per process. Kept on globalThis so Next's dev reloads do not open a second embedded
// database on the same folder (PGlite allows one process, one connection). Scripts and
// instrumentation.ts import this module; application code imports ./client (server-only).
const globalForDb = globalThis as unknown as { __appDb?: Db };

export function getDb(): Db {
  globalForDb.__appDb ??= createPrismaClient();
  return globalForDb.__appDb;
}
