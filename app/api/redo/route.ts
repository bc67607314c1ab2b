import { requireDocumentOwner } from "@/lib/auth/policy";
import { historyContracts } from "@/lib/documents/history-contracts";
import { redoLastUndone } from "@/lib/documents/undo";
import { route } from "@/lib/http/route";

export const POST = route(historyContracts.redo, async ({ actor, body }) => {
  await requireDocumentOwner(actor, body.documentId);
  return redoLastUndone(body.documentId, actor.user.id);
});
