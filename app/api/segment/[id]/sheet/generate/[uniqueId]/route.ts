import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { sheetContracts } from "@/lib/pricing/sheet/contracts";
import { generateExport, pricingTableDocument } from "@/lib/pricing/sheet/exports";
import { blockDocumentId } from "@/lib/segments/edit-scope";

export const POST = route(sheetContracts.generate, async ({ actor, params, body }) => {
  await requireDocumentViewer(actor, await blockDocumentId(params.id, "flow"));
  const { title } = await pricingTableDocument(params.id);
  await generateExport({ uniqueId: params.uniqueId, segmentId: params.id, userId: actor.user.id, lifetime: body.excelFileLifeTime, table: body.table, title });
  return { status: "ok", data: { uniqueId: params.uniqueId } };
});
