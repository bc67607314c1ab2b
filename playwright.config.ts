import { defineConfig } from "@playwright/test";

const port = process.env.E2E_PORT ?? "3917";
// A server already running (a developer's `npm run dev`, say) instead of the built app started here.
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: external
    ? undefined
    : {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/loggedin`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
