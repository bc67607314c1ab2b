// What every HTTP benchmark shares: the built app served by `next start` in a child process, on a
// database made for the run (a fresh embedded folder, or a fresh database on the PostgreSQL server),
// seeded before the server opens it; a signed-in session; a load loop with latency percentiles; and
// the process's resident memory. Figures count only through HTTP: the framework, the proxy and the
// body limits are part of what a client waits for.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import path from "node:path";
import { register } from "node:module";

// Application modules import "server-only", which throws outside React Server Components: resolve it
// to an empty module for the seeding code, as the tests do.
register(
  `data:text/javascript,${encodeURIComponent(
    'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
  )}`,
);

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const AUTH_SECRET = "bench-secret-0123456789abcdef0123456789";
export const BENCH_PASSWORD = "bench-password-2026";

export type BenchTarget = { kind: "embedded"; dir: string } | { kind: "postgres"; url: string };

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function postgresAnswers(): Promise<boolean> {
  const url = new URL(POSTGRES_ADMIN_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 5432) });
    socket.setTimeout(1000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Runs the calling script once per database, each in a child process of its own (the app's database
 * client is one per process). BENCH_DB=embedded or postgres picks one; by default both, PostgreSQL
 * when a server answers on BENCH_POSTGRES_URL (127.0.0.1:5432). Answers the target in the child, or
 * null in the parent once all children ended (the parent then exits with their worst status).
 */
export async function benchTarget(scriptUrl: string): Promise<BenchTarget> {
  const chosen = process.env.BENCH_CHILD_TARGET;
  if (chosen === "embedded") return { kind: "embedded", dir: mkdtempSync(path.join(os.tmpdir(), "eventdocs-bench-db-")) };
  if (chosen === "postgres") return { kind: "postgres", url: await freshPostgresDatabase() };

  const wanted = process.env.BENCH_DB ? [process.env.BENCH_DB] : ["embedded", ...((await postgresAnswers()) ? ["postgres"] : [])];
  let worst = 0;
  for (const kind of wanted) {
    const child = spawnSync(process.execPath, [...process.execArgv, new URL(scriptUrl).pathname, ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_CHILD_TARGET: kind },
    });
    worst = Math.max(worst, child.status ?? 1);
  }
  process.exit(worst);
}

/** A new, empty database on the PostgreSQL server for this run (dropped again by `cleanUp`). */
async function freshPostgresDatabase(): Promise<string> {
  const pg = (await import("pg")).default;
  const name = `eventdocs_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function targetLabel(target: BenchTarget): string {
  return target.kind === "postgres" ? `PostgreSQL (${new URL(target.url).host})` : "embedded PGlite";
}

function databaseEnv(target: BenchTarget): Record<string, string> {
  return target.kind === "postgres" ? { DATABASE_URL: target.url } : { PGLITE_DIR: target.dir };
}

/**
 * Opens the target's database in this process (migrated), runs `seed` with the app's Prisma client,
 * and closes it again, so the server can open an embedded folder next (one process at a time).
 */
export async function seedDatabase<T>(target: BenchTarget, seed: (db: import("../../lib/db/create-client").Db) => Promise<T>): Promise<T> {
  Object.assign(process.env, databaseEnv(target), { AUTH_SECRET });
  // resolveDatabaseTarget prefers DATABASE_URL: an embedded run must not seed a server named in the environment.
  if (target.kind === "embedded") delete process.env.DATABASE_URL;
  const { createPrismaClient } = await import("../../lib/db/create-client");
  const { resolveDatabaseTarget } = await import("../../lib/db/config");
  const db = createPrismaClient(resolveDatabaseTarget());
  if (target.kind === "postgres") {
    const { applyPendingMigrations } = await import("../../lib/db/migrations");
    const { openRunner } = await import("../../lib/db/sql-runner");
    const runner = await openRunner({ kind: "postgres", url: target.url });
    await applyPendingMigrations(runner);
    await runner.close();
  }
  await db.ready;
  // The app's modules (createFirstWorkspace...) use the process's one client: make it this one.
  (globalThis as { __appDb?: unknown }).__appDb = db;
  try {
    return await seed(db);
  } finally {
    await db.close();
    (globalThis as { __appDb?: unknown }).__appDb = undefined;
  }
}

/** A signed-in planner with a workspace and no plan row (editing allowed). */
export async function seedPlanner(db: import("../../lib/db/create-client").Db, name = "bench") {
  const { hashPassword } = await import("../../lib/auth/password");
  const { createFirstWorkspace } = await import("../../lib/teams/first-workspace");
  const user = await db.user.create({
    data: { username: name, email: `${name}@example.test`, passwordHash: await hashPassword(BENCH_PASSWORD), firstname: "Bench", lastname: "Mark", isActivated: true },
  });
  const team = await db.$transaction((tx) => createFirstWorkspace(tx, { userId: user.id, baseName: `Bench ${name}`, locale: "en", signupSurvey: {} }));
  return { user, team };
}

/** Makes sure `.next` holds a production build of the current sources (`npm run build` otherwise, or with --build). */
export function ensureBuild(): void {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (existsSync(buildId) && existsSync(path.join(ROOT, ".share-build")) && !process.argv.includes("--build")) return;
  console.log("Building the app (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export interface RunningApp {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawning `next start` to the first answer of `readyPath`. */
  startedInMs: number;
  /** Resident memory of the server's process tree, in MB. */
  rssMb(): number;
  /** What the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

let nextPort = 4100 + (process.pid % 500) * 2;

/**
 * Starts `next start` on the target's database and waits for the first answer of `readyPath` (any
 * status: "the first answer"), then, unless `settle` is false, for the start-up work to finish.
 * The server's output is kept and shown only if it fails to start.
 */
export async function startApp(
  target: BenchTarget,
  options: { env?: Record<string, string>; readyPath?: string; timeoutMs?: number; settle?: boolean } = {},
): Promise<RunningApp> {
  ensureBuild();
  const port = nextPort++;
  const url = `http://127.0.0.1:${port}`;
  // A storage folder for this server unless the caller brings one; removed again by stop().
  const ownStorage = options.env?.STORAGE_DIR ? null : mkdtempSync(path.join(os.tmpdir(), "eventdocs-bench-storage-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(target),
    AUTH_SECRET,
    APP_URL: url,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ...(ownStorage ? { STORAGE_DIR: ownStorage } : {}),
    ...options.env,
  };
  if (target.kind === "embedded") delete env.DATABASE_URL;
  delete env.BENCH_CHILD_TARGET;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = started + (options.timeoutMs ?? 60_000);
  const readyPath = options.readyPath ?? "/api/health";
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`next start did not answer ${readyPath} in time:\n${output}`);
    }
    try {
      await fetch(url + readyPath, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await sleep(10);
    }
  }
  const startedInMs = performance.now() - started;
  // Start-up work runs after the first answer (the starter designs load in the background, for a few
  // seconds of CPU): a measurement taken meanwhile would time that work too. Their list waits for it.
  if (options.settle !== false) await fetch(`${url}/api/schablone-definitions?product=proposal`).then((response) => response.text());
  return {
    url,
    process: child,
    startedInMs,
    rssMb: () => processTreeRssMb(child.pid!),
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (ownStorage) rmSync(ownStorage, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process and its descendants (Linux /proc), in MB. */
export function processTreeRssMb(pid: number): number {
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const rssKb = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const id = queue.pop()!;
    total += rssKb(id);
    queue.push(...children(id));
  }
  return total / 1024;
}

/** Signs in through POST /api/login and answers the Cookie header a browser would send. */
export async function signIn(app: RunningApp, username = "bench", password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return cookies.join("; ");
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadResult {
  label: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  firstError?: string;
}

/**
 * Runs `call` `total` times, `concurrency` at a time, after `warmUp` unmeasured calls, and times
 * each. A call throws (or answers an unexpected status) to count as an error.
 */
export async function load(label: string, call: (i: number, worker: number) => Promise<void>, options: { total: number; concurrency?: number; warmUp?: number }): Promise<LoadResult> {
  const concurrency = options.concurrency ?? 1;
  for (let i = 0; i < (options.warmUp ?? Math.min(50, options.total)); i++) await call(-1 - i, 0).catch(() => undefined);
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < options.total) {
        const i = next++;
        const t0 = performance.now();
        try {
          await call(i, worker);
          times.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { label, requests: options.total, errors, seconds, rps: options.total / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN, firstError };
}

/** A GET that must answer `status` (200 by default); the body is read to the end. */
export async function expectStatus(response: Response, status = 200): Promise<Response> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  return response;
}

export function printLoad(results: LoadResult[]): void {
  const ms = (value: number) => `${value.toFixed(2).padStart(9)}`;
  console.log(`${"".padEnd(58)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"req/s".padStart(9)}${"errors".padStart(8)}`);
  for (const r of results) console.log(`${r.label.padEnd(58)}${ms(r.p50)}${ms(r.p95)}${ms(r.p99)}${r.rps.toFixed(0).padStart(9)}${String(r.errors).padStart(8)}`);
  for (const r of results) if (r.firstError) console.log(`  first error of "${r.label}": ${r.firstError}`);
}

/** One target line: the figure, the rule, and MET / NOT MET. Answers whether it was met. */
export function verdict(description: string, met: boolean): boolean {
  console.log(`  ${met ? "MET    " : "NOT MET"}  ${description}`);
  return met;
}

/** Drops the run's PostgreSQL database or embedded folder. */
export async function cleanUp(target: BenchTarget): Promise<void> {
  if (target.kind === "embedded") {
    if (existsSync(target.dir) && statSync(target.dir).isDirectory()) rmSync(target.dir, { recursive: true, force: true });
    return;
  }
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(target.url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}

/**
 * The Cookie header of a signed-in browser for this user, made with the server's secret (as the
 * sign-in would answer): for many editors at once without going through the sign-in's rate limit.
 */
export async function sessionCookieFor(db: import("../../lib/db/create-client").Db, userId: string): Promise<string> {
  const { encodeSession, SESSION_COOKIE } = await import("../../lib/auth/session-cookie");
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
  const session = await encodeSession({ sub: userId, sv: user.sessionVersion, rm: false });
  return `${SESSION_COOKIE}=${session.value}`;
}
