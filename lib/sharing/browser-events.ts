import { assertNotLimited, clientAddress, countAttempt, hashAddress, perAddress, type Limit } from "@/lib/auth/rate-limit";
import { invalidInput, notFound } from "@/lib/http/errors";
import { findOpenShare } from "./access";
import type { ShareEventBody } from "./events-contracts";
import { recordShareEvent } from "./events";
import { readFrozen } from "./frozen";
import { hasPinAccess } from "./pin-access";
import { sectionIds } from "./section-ids";
import { recordVisitProgress } from "./visit-progress";
import { foreignSectionIds } from "./visit-sections";

// What a share visitor's browser reports (POST /api/shared-document/{key}/{n}/events). The share
// must be open and, with a PIN, unlocked in this browser: a report about a share the caller cannot
// see answers the same 404 as an unknown one. Generous per-address limit: a page sends a handful.

export const SHARE_EVENTS_PER_ADDRESS: Limit = { max: 300, windowSeconds: 15 * 60 };

export async function recordBrowserEvent(request: Request, key: string, recipient: string, event: ShareEventBody): Promise<void> {
  const address = clientAddress(request);
  const bucket = `share-events:${address}`;
  const limit = perAddress(SHARE_EVENTS_PER_ADDRESS, address);
  await assertNotLimited(bucket, limit);
  await countAttempt(bucket, limit);

  const share = await findOpenShare(key, recipient);
  if (!share || !hasPinAccess(request, share)) throw notFound();

  if (event.name === "visit-duration") {
    // Section times must name this share's own top-level blocks (a 400, not a silent drop, so a
    // page built against another snapshot shows up in the logs rather than as missing data).
    if (foreignSectionIds(event, sectionIds(readFrozen(share.frozen))).length) {
      throw invalidInput("invalidInput", [{ path: "sections", message: "validation.invalid" }]);
    }
    // Only on this share's, this recipient's, this visit's own opening row, merged (visit-progress.ts).
    await recordVisitProgress(
      { snapshotId: share.id, recipient, visitId: event.visitId },
      { durationMs: event.durationMs ?? 0, sections: event.sections, lastSection: event.lastSection },
    );
    return;
  }
  await recordShareEvent(share, recipient, event.name, event.visitId, {
    ipHash: hashAddress(address),
    userAgent: request.headers.get("user-agent"),
  });
}
