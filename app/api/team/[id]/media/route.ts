import { requireTeamMember } from "@/lib/auth/policy";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { mediaContracts } from "@/lib/media/contracts";
import { uploadLibraryImage } from "@/lib/media/library-upload";
import { listTeamMedia } from "@/lib/media/list";

export const GET = route(mediaContracts.list, async ({ actor, params, query }) => {
  await requireTeamMember(actor, params.id);
  return listTeamMedia(params.id, query);
});

export const POST = route(mediaContracts.upload, async ({ actor, params, request }) => {
  await requireTeamMember(actor, params.id);
  const { fields, files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  const albumId = typeof fields.albumId === "string" && fields.albumId.trim() ? fields.albumId.trim() : null;
  const attachmentId = await uploadLibraryImage({ teamId: params.id, userId: actor.user.id, file: files.file, albumId });
  return json({ attachmentId }, { status: 201 });
});
