import "server-only";
import { after } from "next/server";

/**
 * Runs work the visitor need not wait for (recording a view event) after the response is sent:
 * through Next's `after` inside a request, else (tests, benchmarks) simply not awaited. Failures are
 * logged, never shown to the visitor.
 */
export function inBackground(task: () => Promise<unknown>): void {
  const run = () => task().catch((error: unknown) => console.error("share view: background task failed", error));
  try {
    after(run);
  } catch {
    void run();
  }
}
