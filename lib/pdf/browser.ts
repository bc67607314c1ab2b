import "server-only";
import { accessSync, constants } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { AppError } from "@/lib/http/errors";
import { pdfPreparing } from "./cache";
import { Slots } from "./slots";

// The one headless Chromium that prints PDFs: launched when the first PDF is asked for (a server that
// never makes one never starts it), shared by every render, closed after a minute without work, and
// launched again if it crashed. At most MAX_PAGES pages render at once (this machine has 2 cores);
// up to MAX_WAITING others wait their turn, and any more answer 503 "still preparing" at once (the
// client retries). Without a Chromium binary, PDF calls answer 503 and nothing else of the app
// depends on it.

const IDLE_CLOSE_MS = 60_000;
/** Images are fetched for 1.5 device pixels per CSS pixel: about 190 dpi on paper, without the weight of 2x. */
const PRINT_PIXEL_RATIO = 1.5;
export const MAX_PAGES = 2;
export const MAX_WAITING = 8;

export const chromiumPath = () => process.env.CHROMIUM_PATH?.trim() || "/usr/bin/chromium";

export const pdfUnavailable = () => new AppError("UNAVAILABLE", "pdfUnavailable");

/** Whether this machine has the Chromium the PDFs need (an executable at CHROMIUM_PATH). */
export function chromiumInstalled(): boolean {
  try {
    accessSync(chromiumPath(), constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let browser: Promise<Browser> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
const slots = new Slots(MAX_PAGES, MAX_WAITING, pdfPreparing);

async function launch(): Promise<Browser> {
  if (!chromiumInstalled()) throw pdfUnavailable();
  try {
    const { chromium } = await import("playwright-core");
    return await chromium.launch({
      executablePath: chromiumPath(),
      // --no-sandbox: servers and containers run as root, where Chromium's sandbox cannot start.
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--font-render-hinting=none"],
    });
  } catch (error) {
    console.error("pdf: Chromium did not start", error);
    throw pdfUnavailable();
  }
}

/** The running browser, launched now if there is none (or the last one crashed or was closed). */
function currentBrowser(): Promise<Browser> {
  if (browser) return browser;
  const launching = launch();
  browser = launching;
  launching.then(
    (started) => started.on("disconnected", () => (browser === launching ? (browser = null) : undefined)),
    () => (browser === launching ? (browser = null) : undefined),
  );
  return launching;
}

function cancelIdleClose(): void {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
}

function scheduleIdleClose(): void {
  cancelIdleClose();
  if (slots.busy > 0) return;
  idleTimer = setTimeout(() => void closePdfBrowser(), IDLE_CLOSE_MS);
  // An idle browser never keeps the process (a script, a test run) alive.
  idleTimer.unref();
}

/** Closes the browser now (idle, or the process is ending); the next PDF launches a new one. */
export async function closePdfBrowser(): Promise<void> {
  cancelIdleClose();
  const closing = browser;
  browser = null;
  if (closing) await closing.then((running) => running.close()).catch(() => undefined);
}

/** Starts the browser now, if it is not running, so it is up by the time a page is wanted. */
export function warmUpPdfBrowser(): void {
  if (!chromiumInstalled()) return;
  // Closed again after a minute if no page comes after all (the render failed before printing).
  currentBrowser().then(() => (slots.busy === 0 && !idleTimer ? scheduleIdleClose() : undefined), () => undefined);
}

const isBrowserGone = (error: unknown) => error instanceof Error && /Target (page, context or browser )?(has been )?closed|Browser has been closed|browser has disconnected/i.test(error.message);

/**
 * Runs `work` on a fresh page of its own context (no cookies, storage or cache shared between
 * renders), with JavaScript off: the document page is static HTML, and none of the share view's
 * scripts (view events, islands) may run while printing. Waits for a free slot first (503
 * `pdfPreparing` when too many wait already). A render that finds the browser gone (it crashed) is
 * tried once more on a new one.
 */
export async function withPdfPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  if (!chromiumInstalled()) throw pdfUnavailable();
  await slots.take();
  cancelIdleClose();
  try {
    for (let attempt = 1; ; attempt++) {
      const running = await currentBrowser();
      try {
        const context = await running.newContext({ javaScriptEnabled: false, viewport: { width: 940, height: 1200 }, deviceScaleFactor: PRINT_PIXEL_RATIO });
        try {
          return await work(await context.newPage());
        } finally {
          await context.close().catch(() => undefined);
        }
      } catch (error) {
        if (attempt >= 2 || !(isBrowserGone(error) || !running.isConnected())) throw error;
        if (browser && (await browser.catch(() => null)) === running) browser = null;
      }
    }
  } finally {
    slots.release();
    scheduleIdleClose();
  }
}
