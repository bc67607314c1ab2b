import { requireTeamMember } from "@/lib/auth/policy";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { miscFileContracts } from "@/lib/misc-files/contracts";
import { uploadMiscFile } from "@/lib/misc-files/misc-files";

export const POST = route(miscFileContracts.upload, async ({ actor, params, request }) => {
  await requireTeamMember(actor, params.id);
  const { files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  return json(await uploadMiscFile({ teamId: params.id, userId: actor.user.id, file: files.file }), { status: 201 });
});
