import { isSuperAdmin, requireTeamMember } from "@/lib/auth/policy";
import { AppError, invalidInput } from "@/lib/http/errors";
import { streamMultipart } from "@/lib/http/multipart-stream";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { parseOrThrow } from "@/lib/http/validation";
import { mediaContracts, uploadPurposeFields } from "@/lib/media/contracts";
import { uploadLibraryImage } from "@/lib/media/library-upload";
import { MAX_FILES_PER_BATCH, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "@/lib/media/limits";
import { listTeamMedia } from "@/lib/media/list";

export const GET = route(mediaContracts.list, async ({ actor, params, query }) => {
  await requireTeamMember(actor, params.id);
  return listTeamMedia(params.id, query);
});

// One or more `file` fields; more than MAX_FILES_PER_BATCH in one request is refused unless the
// caller is a super admin. The files are streamed to disk, so memory stays bounded (lib/http/multipart-stream).
export const POST = route(mediaContracts.upload, async ({ actor, params, request, t }) => {
  await requireTeamMember(actor, params.id);
  const maxFiles = isSuperAdmin(actor.user) ? 1000 : MAX_FILES_PER_BATCH;
  const form = await streamMultipart(request, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    maxFiles,
    tooLarge: () => new AppError("PAYLOAD_TOO_LARGE", "maxFileSize", { size: MAX_UPLOAD_LABEL }),
    tooMany: () => new AppError("INVALID_INPUT", "tooManyFilesAtOnce", { count: MAX_FILES_PER_BATCH }),
  });
  try {
    const files = form.files.filter((file) => file.field === "file");
    if (!files.length) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
    // An empty field is the same as none (some form builders send every field).
    const { purpose } = parseOrThrow(uploadPurposeFields, { purpose: form.fields.purpose === "" ? undefined : form.fields.purpose }, t);
    const albumId = form.fields.albumId?.trim() || null;
    const attachmentIds: string[] = [];
    for (const file of files) {
      attachmentIds.push(await uploadLibraryImage({ teamId: params.id, userId: actor.user.id, file, albumId, purpose: purpose ?? "library" }));
    }
    return json(attachmentIds.length === 1 ? { attachmentId: attachmentIds[0] } : { attachmentId: attachmentIds[0], attachmentIds }, { status: 201 });
  } finally {
    await form.cleanup();
  }
});
