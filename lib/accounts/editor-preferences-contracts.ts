import { defineContract } from "@/lib/http/contract";
import { editorPreferencesSchema } from "./editor-preferences";

export const editorPreferenceContracts = {
  save: defineContract({
    method: "PUT",
    path: "/api/account/editor-preferences",
    tag: "Accounts",
    auth: "user",
    scope: "self",
    summary: "Save the caller's editor layout: whether the right panel is collapsed. Kept on the account, so every device opens the editor the same way",
    body: editorPreferencesSchema,
    example: { panelCollapsed: true },
    response: editorPreferencesSchema,
  }),
};
