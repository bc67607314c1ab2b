import { authenticate } from "@/lib/auth/actor";
import { clientAddress, countAttempt, perAddress } from "@/lib/auth/rate-limit";
import { SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { db } from "@/lib/db/client";

// Who opened a share, for its "opened" figures and the owner's first-open notice: not link-preview
// fetchers (WhatsApp, iMessage, Slack, Outlook's Safe Links... fetch the page the moment a link is
// pasted or received, before any person opens it), and not the planner's own team checking the link.

const LINK_PREVIEW = /bot\b|bot\/|crawler|spider|facebookexternalhit|whatsapp|slack|telegram|discord|skypeuripreview|linkedin|embedly|bingpreview|google-pagerenderer|outlook|ms-office|microsoft office|iframely|vkshare|pinterest|redditbot|yahoo! slurp/i;

export const isLinkPreviewAgent = (userAgent: string | null) => Boolean(userAgent && LINK_PREVIEW.test(userAgent));

/** A signed-in member of the document's workspace (the owner opening his own link, a colleague). */
async function isWorkspaceInsider(request: Request, documentId: string): Promise<boolean> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes(SESSION_COOKIE) && !request.headers.get("authorization")) return false;
  const actor = await authenticate(request).catch(() => null);
  if (!actor) return false;
  const inside = await db.document.count({ where: { id: documentId, team: { members: { some: { userId: actor.user.id } } } } });
  return inside > 0;
}

/** One address opening one share more often than this (reloads, a script) counts no further. */
const OPENS_PER_ADDRESS = { max: 30, windowSeconds: 3600 };

/** Whether this request is a client opening the share (so it counts as a visit, within the limit). */
export async function countsAsVisit(request: Request, share: { id: string; documentId: string }, ipHash: string): Promise<boolean> {
  if (isLinkPreviewAgent(request.headers.get("user-agent"))) return false;
  if (await isWorkspaceInsider(request, share.documentId)) return false;
  const key = `share-open:${share.id}:${ipHash.slice(0, 24)}`;
  const limit = perAddress(OPENS_PER_ADDRESS, clientAddress(request));
  return (await countAttempt(key, limit)) <= limit.max;
}
