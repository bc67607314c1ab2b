import "server-only";
import type { Db } from "./create-client";
import { getDb } from "./instance";

export { getDb };

/** The Prisma client, created on first use: `next build` imports modules without touching the database. */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type { Db };
