// End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here).
// Installs Chromium with apt-get when it is missing and this user can; builds the app; runs Playwright.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", ...options }).status === 0;

if (!existsSync(CHROMIUM)) {
  // apt-get as root, else through sudo when it needs no password.
  const apt = (...args) => (process.getuid?.() === 0 ? run("apt-get", args) : run("sudo", ["-n", "apt-get", ...args]));
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package...`);
  if (!(apt("update", "-qq") && apt("install", "-y", "-qq", "chromium", "fonts-liberation")) || !existsSync(CHROMIUM)) {
    console.error("Could not install Chromium. Install Debian's `chromium` package (or set CHROMIUM_PATH) and run again.");
    process.exit(1);
  }
}

if (!run("node", ["scripts/build-share.mjs"])) process.exit(1);
if (!run("npx", ["next", "build"], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } })) process.exit(1);
process.exit(run("npx", ["playwright", "test"], { env: { ...process.env, CHROMIUM_PATH: CHROMIUM } }) ? 0 : 1);
