import { requireDocumentOwner, requireDocumentViewer } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { readDocument, softDeleteDocument } from "@/lib/documents/lifecycle";
import { route } from "@/lib/http/route";

export const GET = route(documentContracts.read, async ({ actor, params }) => {
  const access = await requireDocumentViewer(actor, params.id);
  return readDocument(access);
});

export const DELETE = route(documentContracts.softDelete, async ({ actor, params }) => {
  await requireDocumentOwner(actor, params.id);
  return softDeleteDocument(params.id);
});
