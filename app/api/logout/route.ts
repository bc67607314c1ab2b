import { accountContracts } from "@/lib/accounts/contracts";
import { signOutCookies, withCookies } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(accountContracts.logout, async ({ actor }) => {
  if (actor?.via.kind === "bearer") await db.apiToken.deleteMany({ where: { id: actor.via.tokenId } });
  return withCookies(json({ success: true }), signOutCookies());
});
