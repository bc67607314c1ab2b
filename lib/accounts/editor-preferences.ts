import { z } from "zod";
import { db } from "@/lib/db/client";

// The editor's layout choices kept on the account, so they follow the planner from the office
// screen to the laptop. Today one: whether the right panel is folded away.

export const editorPreferencesSchema = z.object({
  panelCollapsed: z.boolean({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.trueOrFalse") }),
});

export type EditorPreferences = z.infer<typeof editorPreferencesSchema>;

export async function saveEditorPreferences(userId: string, preferences: EditorPreferences): Promise<EditorPreferences> {
  const user = await db.user.update({ where: { id: userId }, data: { editorPanelCollapsed: preferences.panelCollapsed }, select: { editorPanelCollapsed: true } });
  return { panelCollapsed: user.editorPanelCollapsed };
}
