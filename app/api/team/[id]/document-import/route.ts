import { requireTeamMember } from "@/lib/auth/policy";
import { importDocuments } from "@/lib/documents/import";
import { documentTransferContracts } from "@/lib/documents/transfer-contracts";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(documentTransferContracts.importDocuments, async ({ actor, params, request }) => {
  await requireTeamMember(actor, params.id);
  const { files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  return json(await importDocuments({ actor, teamId: params.id, file: files.file }), { status: 201 });
});
