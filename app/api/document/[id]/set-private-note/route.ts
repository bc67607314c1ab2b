import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setPrivateNote } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setPrivateNote, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setPrivateNote({ documentId: params.id, userId: actor.user.id }, body.note);
});
