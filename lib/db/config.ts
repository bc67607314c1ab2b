import path from "node:path";

/** Where the database lives: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite files. */
export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "embedded"; dataDir: string };

export const DEFAULT_EMBEDDED_DIR = ".data/pglite";

export function resolveDatabaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dir = env.PGLITE_DIR?.trim() || DEFAULT_EMBEDDED_DIR;
  // "memory://" keeps the embedded database in memory (tests); anything else is a folder.
  return { kind: "embedded", dataDir: dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ dir) };
}
