// Debian's Chromium, which prints PDFs and runs the end-to-end tests (Playwright cannot download its
// own browser here). Installs the package with apt-get when it is missing and this user can (as root,
// or through sudo without a password). Answers the browser's path, or null when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0;

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const apt = (...args) => (process.getuid?.() === 0 ? run("apt-get", args) : run("sudo", ["-n", "apt-get", ...args]));
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package...`);
  if (apt("update", "-qq") && apt("install", "-y", "-qq", "chromium", "fonts-liberation") && existsSync(CHROMIUM)) return CHROMIUM;
  console.error("Could not install Chromium. Install Debian's `chromium` package (or set CHROMIUM_PATH) and run again.");
  return null;
}
