import { requireDocStyleEditor, requireDocStyleReader } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { deleteDocStyle, readDocStyleView, updateDocStyle } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

export const GET = route(docStyleContracts.read, async ({ actor, params }) => {
  await requireDocStyleReader(actor, params.id);
  return readDocStyleView(params.id);
});

export const POST = route(docStyleContracts.update, async ({ actor, params, body }) => {
  await requireDocStyleEditor(actor, params.id);
  return updateDocStyle(params.id, body);
});

export const DELETE = route(docStyleContracts.remove, async ({ actor, params }) => {
  await requireDocStyleEditor(actor, params.id);
  return deleteDocStyle(params.id);
});
