import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { saveAsTemplate } from "@/lib/documents/create";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";

export const POST = route(documentContracts.saveAsTemplate, async ({ actor, params }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return json(await saveAsTemplate(actor, access), { status: 201 });
});
