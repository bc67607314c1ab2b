// `npm test`: every check, in order, stopping at the first failure: lint, types, unit tests,
// integration tests (PostgreSQL from TEST_DATABASE_URL, else an embedded database), end-to-end tests.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["end-to-end tests", "node", ["scripts/e2e.mjs"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  console.log(`=== ${name}: ${result.status === 0 ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
