import "server-only";
import { notFound } from "@/lib/http/errors";
import { findOpenShareMeta, frozenOf, type OpenShareMeta } from "@/lib/share/open-share";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { hasPinAccess } from "@/lib/sharing/pin-access";

// Who may reach a share's public calls (its deal, its PDF, its signed copy): the same rule as the
// share view itself. An unknown, disabled or expired share, a recipient it does not have, a PIN share
// without this browser's PIN cookie, and (for the deal calls) a share that closes no deal all answer
// the same 404, so a guess learns nothing.

export const sharedDocumentApiBase = (shareKey: string, recipient: string) => `/api/shared-document/${shareKey}/${recipient}`;

export interface DealShare {
  meta: OpenShareMeta;
  frozen: FrozenSnapshot;
}

/** The open share a visitor's call names, with its PIN cookie for a PIN share; else 404. */
export async function openShareFor(request: Request, key: string, recipient: string): Promise<OpenShareMeta> {
  const meta = await findOpenShareMeta(key, recipient);
  if (!meta || !hasPinAccess(request, meta)) throw notFound();
  return meta;
}

/** The open share behind a public deal call. `need` "acceptance": only shares that ask the client to accept. */
export async function openDealShare(request: Request, key: string, recipient: string, need: "deal" | "acceptance"): Promise<DealShare> {
  const meta = await openShareFor(request, key, recipient);
  if (need === "acceptance" ? !meta.requireAcceptance : !meta.requireAcceptance && !meta.hasChoices) throw notFound();
  return { meta, frozen: await frozenOf(meta) };
}
