// The server Playwright tests against: the built app on its own port, with a fresh embedded
// database in a temporary folder, so each run starts clean and touches nothing of the developer's.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3917";
const env = {
  ...process.env,
  PGLITE_DIR: mkdtempSync(path.join(os.tmpdir(), "eventdocs-e2e-db-")),
  STORAGE_DIR: mkdtempSync(path.join(os.tmpdir(), "eventdocs-e2e-storage-")),
  AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789",
  APP_URL: `http://127.0.0.1:${port}`,
  NEXT_TELEMETRY_DISABLED: "1",
  // The tests grant themselves modules (POST /api/dev/modules); a production server has no such call.
  DEV_TOOLS: "1",
};
delete env.DATABASE_URL;
delete env.RESEND_API_KEY;

if (spawnSync("npx", ["tsx", "scripts/db-migrate.ts"], { stdio: "inherit", env }).status !== 0) process.exit(1);
// The share view's renderer and assets (read by the running server from .share-build/).
if (spawnSync("node", ["scripts/build-share.mjs"], { stdio: "inherit", env }).status !== 0) process.exit(1);
const server = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
