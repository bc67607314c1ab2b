import { apiFetch } from "@/lib/client/api";
import type { SnapshotView } from "./types";

export type ShareAction = "enable-share" | "disable-share" | "resend-share" | "lift-pin-lock";

/**
 * POST /api/document/{id}/{action} with `{ snapshotId }`. Answers the changed share when the server
 * sends one back (as is, or under `snapshot`), else null: the caller then reloads the list.
 */
export async function runShareAction(documentId: string, action: ShareAction, snapshotId: string): Promise<SnapshotView | null> {
  const answer = await apiFetch<unknown>(`/api/document/${encodeURIComponent(documentId)}/${action}`, { body: { snapshotId } });
  return snapshotOf(answer);
}

export function snapshotOf(answer: unknown): SnapshotView | null {
  if (!answer || typeof answer !== "object") return null;
  if ("shareInfo" in answer && "id" in answer) return answer as SnapshotView;
  const inner = (answer as { snapshot?: unknown }).snapshot;
  return inner && typeof inner === "object" && "shareInfo" in inner ? (inner as SnapshotView) : null;
}
