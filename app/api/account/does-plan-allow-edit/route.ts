import { editorAccountContracts } from "@/lib/accounts/editor-account-contracts";
import { route } from "@/lib/http/route";
import { doesPlanAllowEditing } from "@/lib/plans/edit-allowed";

export const GET = route(editorAccountContracts.doesPlanAllowEdit, async ({ actor }) => ({
  doesPlanAllowEditing: await doesPlanAllowEditing(actor.user.id),
}));
