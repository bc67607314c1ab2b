import { isApiError } from "@/lib/client/api";
import type { FailureKind } from "@/lib/editor/save-queue";

/**
 * How the autosave treats a failed request: the server unreachable or failing (network, 5xx, 429)
 * is retried; a refusal (400, 402, 403, 404) is shown and waits for the next edit; a request the
 * editor aborted itself is no failure at all.
 */
export function classifySaveFailure(error: unknown): FailureKind {
  if (error instanceof DOMException && error.name === "AbortError") return "ignore";
  if (error instanceof Error && error.name === "BlockGoneError") return "fail";
  if (!isApiError(error)) return "retry";
  if (error.kind === "network" || error.kind === "internal") return "retry";
  if (error.status === 429 || error.status >= 500) return "retry";
  return "fail";
}
