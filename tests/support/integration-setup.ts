// Runs in each worker before the test files import anything: the environment is set first, then the
// database module is loaded (dynamically, so it reads this environment).
import os from "node:os";
import path from "node:path";
import { beforeAll } from "vitest";

process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
process.env.STORAGE_DIR = path.join(os.tmpdir(), "eventdocs-test-storage");
delete process.env.RESEND_API_KEY;
// The tests stand behind one proxy: their requests name the caller in X-Forwarded-For (a test of
// TRUST_PROXY itself changes this).
process.env.TRUST_PROXY ??= "1";
// The tests read e-mails through GET /api/dev/mailbox, also when they run on PostgreSQL.
process.env.DEV_MAILBOX = "1";
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}

// The embedded database migrates itself when first opened; wait for that before any test queries it.
beforeAll(async () => {
  const { getDb } = await import("@/lib/db/client");
  await getDb().ready;
});
