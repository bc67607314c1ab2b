// End-to-end tests in Debian's Chromium (scripts/ensure-chromium.mjs): builds the app, runs Playwright.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status === 0;

const chromium = ensureChromium();
if (!chromium) process.exit(1);
if (!run("node", ["scripts/build-share.mjs"])) process.exit(1);
if (!run("npx", ["next", "build"], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } })) process.exit(1);
process.exit(run("npx", ["playwright", "test"], { env: { ...process.env, CHROMIUM_PATH: chromium } }) ? 0 : 1);
