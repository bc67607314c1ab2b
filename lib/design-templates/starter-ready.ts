import { loadStarterTemplates, type StarterLoadResult } from "./starter";

// The starter set loads in the background once the server runs (instrumentation.ts), so start-up
// waits for nothing. What reads design templates waits for that load only: a visitor opening the
// gallery in the first seconds sees the full set, and every other request is answered at once.
// Kept on globalThis: instrumentation and the route bundles are separate module graphs in one process.
const state = globalThis as unknown as { __starterTemplates?: Promise<StarterLoadResult> };

export function startLoadingStarterTemplates(): Promise<StarterLoadResult> {
  state.__starterTemplates ??= loadStarterTemplates();
  return state.__starterTemplates;
}

/** Settles when the load started at server start has finished (at once where none was started: tests, scripts). */
export async function starterTemplatesLoaded(): Promise<void> {
  await state.__starterTemplates;
}
