import { requireDocumentOwner } from "@/lib/auth/policy";
import { editorSettingContracts } from "@/lib/documents/editor-settings-contracts";
import { setNumberingStyle } from "@/lib/documents/editor-settings";
import { route } from "@/lib/http/route";

export const POST = route(editorSettingContracts.setNumberingStyle, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setNumberingStyle({ documentId: params.id, userId: actor.user.id }, body.numberingStyle);
});
