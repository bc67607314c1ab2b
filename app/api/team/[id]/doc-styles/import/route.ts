import { requireTeamAdmin } from "@/lib/auth/policy";
import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { importDocStyle } from "@/lib/doc-styles/import";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(docStyleContracts.import, async ({ actor, params, request, t }) => {
  await requireTeamAdmin(actor, params.id);
  const { files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  return json(await importDocStyle(params.id, files.file, t), { status: 201 });
});
