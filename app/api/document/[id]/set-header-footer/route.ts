import { requireDocumentOwner } from "@/lib/auth/policy";
import { editorSettingContracts } from "@/lib/documents/editor-settings-contracts";
import { setHeaderFooter } from "@/lib/documents/editor-settings";
import { route } from "@/lib/http/route";

export const POST = route(editorSettingContracts.setHeaderFooter, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setHeaderFooter({ documentId: params.id, userId: actor.user.id }, body);
});
