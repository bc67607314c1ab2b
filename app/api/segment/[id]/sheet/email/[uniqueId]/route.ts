import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { sheetContracts } from "@/lib/pricing/sheet/contracts";
import { emailExport } from "@/lib/pricing/sheet/email";
import { pricingTableDocument } from "@/lib/pricing/sheet/exports";
import { blockDocumentId } from "@/lib/segments/edit-scope";

export const POST = route(sheetContracts.email, async ({ actor, params, body, locale }) => {
  await requireDocumentViewer(actor, await blockDocumentId(params.id, "flow"));
  const { title } = await pricingTableDocument(params.id);
  await emailExport(actor, locale, { uniqueId: params.uniqueId, segmentId: params.id, documentTitle: title, ...body });
  return { status: "ok" };
});
