// `npm test`: every check, stopping at the first failure: lint and types (side by side), unit tests,
// integration tests (PostgreSQL from TEST_DATABASE_URL, else an embedded database), end-to-end tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";

const REPORTS = {
  unit: "test-results/unit.json",
  integration: "test-results/integration.json",
  "integration-s3": "test-results/integration-s3.json",
  e2e: "test-results/e2e.json",
};
const vitest = (project) => ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS[project]}`];

// Lint and the type check are single-threaded and independent: they run side by side on CI's two
// cores, each one's output printed whole when it ends.
const checks = [
  ["lint", "npx", ["eslint", "."]],
  ["type check", "npx", ["tsc", "--noEmit"]],
];

const steps = [
  ["unit tests", "npx", vitest("unit")],
  ["integration tests", "npx", vitest("integration")],
  ["media integration tests on S3 storage", "npx", vitest("integration-s3")],
  ["end-to-end tests", "node", ["scripts/e2e.mjs"]],
];

// One closing line with the counts of every runner: "tests: N passed, N failed".
function summarize() {
  let passed = 0;
  let failed = 0;
  for (const file of [REPORTS.unit, REPORTS.integration, REPORTS["integration-s3"]]) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (existsSync(REPORTS.e2e)) {
    const stats = JSON.parse(readFileSync(REPORTS.e2e, "utf8")).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
}

for (const file of Object.values(REPORTS)) rmSync(file, { force: true });

function runBuffered(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
      console.log(`=== ${name}: ${code === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`);
      resolve(code ?? 1);
    });
  });
}

const checkCodes = await Promise.all(checks.map(([name, command, args]) => runBuffered(name, command, args)));
const failedCheck = checkCodes.find((code) => code !== 0);
if (failedCheck !== undefined) {
  summarize();
  process.exit(failedCheck);
}

// The integration tests print PDFs too: the browser is installed before them, not only for end to end.
const chromium = ensureChromium();
if (!chromium) process.exit(1);
process.env.CHROMIUM_PATH = chromium;

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  console.log(`=== ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) {
    summarize();
    process.exit(result.status ?? 1);
  }
}
summarize();
