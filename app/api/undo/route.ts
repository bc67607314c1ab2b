import { requireDocumentOwner } from "@/lib/auth/policy";
import { historyContracts } from "@/lib/documents/history-contracts";
import { undoLastChange } from "@/lib/documents/undo";
import { route } from "@/lib/http/route";

export const POST = route(historyContracts.undo, async ({ actor, body }) => {
  await requireDocumentOwner(actor, body.documentId);
  return undoLastChange(body.documentId, actor.user.id);
});
