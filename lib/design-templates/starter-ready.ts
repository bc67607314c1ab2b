import type { StarterLoadResult } from "./starter";

// The starter set loads in the background once the server has started (instrumentation.ts), so
// start-up waits for nothing. What reads design templates waits for that load only: a visitor opening
// the gallery in the first seconds sees the full set, and every other request is answered at once.
// Kept on globalThis: instrumentation and the route bundles are separate module graphs in one process.
const state = globalThis as unknown as { __starterTemplates?: Promise<StarterLoadResult>; __starterTemplatesWanted?: boolean };

/**
 * How long after start-up the load begins by itself. It opens the embedded database, whose first
 * opening (and migrations, on a new data folder) keeps the event loop busy for a while: the server's
 * first answers come before that. A request that needs the set earlier starts the load itself.
 */
const START_DELAY_MS = 1500;

/** For the server (instrumentation.ts): load the starter set soon, or when first needed. */
export function loadStarterTemplatesSoon(): void {
  state.__starterTemplatesWanted = true;
  setTimeout(startLoadingStarterTemplates, START_DELAY_MS).unref();
}

export function startLoadingStarterTemplates(): Promise<StarterLoadResult> {
  // Imported here, not above: instrumentation.ts imports this module, and start-up should not wait
  // for the database client and the document importer to load.
  state.__starterTemplates ??= import("./starter").then(({ loadStarterTemplates }) => loadStarterTemplates());
  return state.__starterTemplates;
}

/** Settles when the server's load of the starter set has finished (at once where the process loads none: tests, scripts). */
export async function starterTemplatesLoaded(): Promise<void> {
  if (state.__starterTemplatesWanted) await startLoadingStarterTemplates();
}
