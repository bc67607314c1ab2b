import { requireTeamMember } from "@/lib/auth/policy";
import { invalidInput } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { parseOrThrow } from "@/lib/http/validation";
import { mediaContracts, uploadPurposeFields } from "@/lib/media/contracts";
import { uploadLibraryImage } from "@/lib/media/library-upload";
import { listTeamMedia } from "@/lib/media/list";

export const GET = route(mediaContracts.list, async ({ actor, params, query }) => {
  await requireTeamMember(actor, params.id);
  return listTeamMedia(params.id, query);
});

export const POST = route(mediaContracts.upload, async ({ actor, params, request, t }) => {
  await requireTeamMember(actor, params.id);
  const { fields, files } = await readFormBody(request);
  if (!files.file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  // An empty field is the same as none (some form builders send every field).
  const { purpose } = parseOrThrow(uploadPurposeFields, { purpose: fields.purpose === "" ? undefined : fields.purpose }, t);
  const albumId = typeof fields.albumId === "string" && fields.albumId.trim() ? fields.albumId.trim() : null;
  const attachmentId = await uploadLibraryImage({ teamId: params.id, userId: actor.user.id, file: files.file, albumId, purpose: purpose ?? "library" });
  return json({ attachmentId }, { status: 201 });
});
