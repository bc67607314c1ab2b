import { requireDocumentViewer } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { cloneDocument } from "@/lib/documents/create";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";

export const POST = route(documentContracts.clone, async ({ actor, params, t }) => {
  // Members of the workspace who can see it; cloneDocument refuses viewers from outside it (403).
  const access = await requireDocumentViewer(actor, params.id);
  return json(await cloneDocument(actor, access, t), { status: 201 });
});
