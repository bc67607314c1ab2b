import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseTarget } from "./config";

/** The little the migration runner needs from a connection; both pg and PGlite provide it. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

export function pgliteRunner(db: PGlite, closeWith = true): SqlRunner {
  return {
    query: (sql, params) => db.query(sql, params) as never,
    exec: (sql) => db.exec(sql),
    close: async () => {
      if (closeWith) await db.close();
    },
  };
}

export async function openRunner(target: DatabaseTarget): Promise<SqlRunner> {
  if (target.kind === "embedded") {
    if (!target.dataDir.startsWith("memory://")) mkdirSync(target.dataDir, { recursive: true });
    const db = new PGlite(target.dataDir);
    await db.waitReady;
    return pgliteRunner(db);
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    query: (sql, params) => client.query(sql, params) as never,
    exec: (sql) => client.query(sql),
    close: () => client.end(),
  };
}
