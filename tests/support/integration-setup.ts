// Runs in each worker before the test files import anything.
process.env.AUTH_SECRET ??= "integration-tests-secret-0123456789abcdef";
process.env.APP_URL = "http://localhost:3000";
delete process.env.RESEND_API_KEY;
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = "memory://";
}
