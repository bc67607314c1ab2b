import { requireDocumentOwner } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { createShare } from "@/lib/sharing/create-share";

export const POST = route(shareContracts.share, async ({ actor, params, body, locale }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return json(await createShare(actor, access, body, locale), { status: 201 });
});
