import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { changeSharePin } from "@/lib/sharing/manage";

export const POST = route(shareContracts.changeSharePin, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return changeSharePin(params.id, body.snapshotId, body.pinProtectionCode);
});
