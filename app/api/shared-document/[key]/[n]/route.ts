import { secureCookies } from "@/lib/auth/session-cookie";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { sharedDocumentPayload, pinRefusal } from "@/lib/sharing/shared-document";
import { findOpenShare } from "@/lib/sharing/access";
import { hasPinAccess, pinAccessCookie } from "@/lib/sharing/pin-access";
import { checkSharePin } from "@/lib/sharing/pin";
import { sharedDocumentContracts } from "@/lib/sharing/public-contracts";

// The frozen document of an open share, for API clients (public: the key is the capability).
export const POST = route(sharedDocumentContracts.load, async ({ params, body, request, t }) => {
  const share = await findOpenShare(params.key, params.n);
  if (!share) throw notFound();
  if (hasPinAccess(request, share)) return sharedDocumentPayload(share);
  if (body.pin === undefined) return pinRefusal("pinRequired", t);
  const check = await checkSharePin(share, body.pin, request);
  if (!check.ok) return pinRefusal(check.reason === "locked" ? { minutes: check.minutes } : "incorrectPin", t);
  return Response.json(sharedDocumentPayload(share), {
    headers: { "cache-control": "private, no-store", "set-cookie": pinAccessCookie(share.id, secureCookies(request)) },
  });
});
