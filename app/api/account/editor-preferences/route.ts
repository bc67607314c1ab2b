import { editorPreferenceContracts } from "@/lib/accounts/editor-preferences-contracts";
import { saveEditorPreferences } from "@/lib/accounts/editor-preferences";
import { route } from "@/lib/http/route";

// Acts on the caller's own account only (scope "self").
export const PUT = route(editorPreferenceContracts.save, async ({ actor, body }) => saveEditorPreferences(actor.user.id, body));
