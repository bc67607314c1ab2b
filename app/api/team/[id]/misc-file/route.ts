import { requireTeamMember } from "@/lib/auth/policy";
import { assertNotLimited, countAttempt } from "@/lib/auth/rate-limit";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { miscFileContracts } from "@/lib/misc-files/contracts";
import { uploadMiscFile } from "@/lib/misc-files/misc-files";

/** Uploads per user and hour: generous for a planner attaching menus and contracts, a wall for a script. */
const UPLOAD_LIMIT = { max: 120, windowSeconds: 60 * 60 };

export const POST = route(miscFileContracts.upload, async ({ actor, params, request }) => {
  await requireTeamMember(actor, params.id);
  const key = `misc-file-upload:${actor.user.id}`;
  await assertNotLimited(key, UPLOAD_LIMIT);
  await countAttempt(key, UPLOAD_LIMIT);
  const { files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  return json(await uploadMiscFile({ teamId: params.id, userId: actor.user.id, file: files.file }), { status: 201 });
});
