// What every database benchmark starts with: a database (a fresh in-memory embedded one, or the
// PostgreSQL server DATABASE_URL names, migrated first), one user with a workspace and an API token,
// and a clean-up that leaves a shared PostgreSQL as it was.
import { register } from "node:module";

// Application modules import "server-only", which throws outside React Server Components: resolve it
// to an empty module here, as the tests do. Application code is imported dynamically after this.
register(
  `data:text/javascript,${encodeURIComponent(
    'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
  )}`,
);

if (!process.env.DATABASE_URL?.trim()) process.env.PGLITE_DIR = "memory://";
process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdef0123456789";

/** Opens the database, prints which one, and creates the bench's user, workspace and token. */
export async function openBench(name: string) {
  const { getDb } = await import("../lib/db/instance");
  const { applyPendingMigrations } = await import("../lib/db/migrations");
  const { openRunner } = await import("../lib/db/sql-runner");
  const { createFirstWorkspace } = await import("../lib/teams/first-workspace");
  const { issueApiToken } = await import("../lib/auth/sessions");

  const db = getDb();
  const target = db.target;
  if (target.kind === "postgres") {
    const runner = await openRunner(target);
    await applyPendingMigrations(runner);
    await runner.close();
  }
  await db.ready;
  const label = target.kind === "postgres" ? `PostgreSQL (${new URL(target.url).host})` : "embedded PGlite (memory://)";
  console.log(`\n${name} benchmark on ${label}`);

  // One user (no plan row: editing allowed) with a workspace.
  const stamp = Date.now().toString(36);
  const user = await db.user.create({
    data: { username: `bench${stamp}`, email: `bench${stamp}@example.test`, passwordHash: "x", firstname: "Bench", lastname: "Mark", isActivated: true },
  });
  const team = await db.$transaction((tx) => createFirstWorkspace(tx, { userId: user.id, baseName: `Bench ${stamp}`, locale: "en", signupSurvey: {} }));
  const token = await issueApiToken(user.id, false, "bench");

  /** A shared PostgreSQL keeps no trace of the bench; the in-memory database simply goes away. */
  async function close() {
    if (target.kind === "postgres") {
      await db.document.deleteMany({ where: { teamId: team.id } });
      await db.team.delete({ where: { id: team.id } });
      await db.user.delete({ where: { id: user.id } });
    }
    await db.$disconnect();
  }

  return { db, user, team, token, close };
}
