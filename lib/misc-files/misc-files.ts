import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { attachmentMimeType, FALLBACK_MIME_TYPE } from "@/lib/documents/attachment-type";
import { newRowId } from "@/lib/documents/import-rows";
import { miscFileKey } from "./storage-key";
import { requireQuotaLeft } from "@/lib/media/quota";
import { AppError } from "@/lib/http/errors";
import { deleteObject, putObject } from "@/lib/storage";
import { cleanFileName } from "./file-name";
import { fontMimeType } from "./font-type";
import { MAX_MISC_FILE_BYTES, MAX_MISC_FILE_LABEL } from "./limits";

// Misc files of a workspace: stored byte for byte under misc-files/<team>/<id>/file (the same key an
// import writes, lib/documents/import-media.ts). The type they are served with is never the client's
// claim alone (lib/documents/attachment-type.ts): HTML, SVG, scripts... are served as
// application/octet-stream, which browsers download instead of rendering. Fonts for doc styles are
// recognised by their bytes (font-type.ts) and served as font/woff2, font/woff, font/ttf or font/otf.
// No plan capacity check: media uploads have none yet either (spec: "plan capacity can block
// uploads"); when one exists, it belongs in front of both.

const FIELDS = { id: true, teamId: true, sourceFileName: true, mimeType: true, sizeBytes: true, storageKey: true, checksum: true } as const;

type Row = { id: string; sourceFileName: string; mimeType: string; sizeBytes: bigint };

/** The answer shape: `_id` mirrors `id` (the spec's clients read `_id`). */
export const miscFileView = (row: Row) => ({ _id: row.id, id: row.id, sourceFileName: row.sourceFileName, mimeType: row.mimeType, size: Number(row.sizeBytes) });

/** The allowed claimed type when the bytes agree; else a font's type when the bytes are a font; else octet-stream. */
function storedMimeType(claimed: string, bytes: Uint8Array): string {
  const attachment = attachmentMimeType(claimed, bytes);
  return attachment === FALLBACK_MIME_TYPE ? (fontMimeType(bytes) ?? FALLBACK_MIME_TYPE) : attachment;
}

/** Stores an uploaded file in the workspace: the file first, then its row (so a row always has its file). */
export async function uploadMiscFile(input: { teamId: string; userId: string; file: File }) {
  if (input.file.size === 0) throw new AppError("INVALID_INPUT", "fileEmpty");
  if (input.file.size > MAX_MISC_FILE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "maxFileSize", { size: MAX_MISC_FILE_LABEL });
  await requireQuotaLeft(input.teamId, input.file.size);
  const bytes = Buffer.from(await input.file.arrayBuffer());
  const id = newRowId();
  const storageKey = miscFileKey(input.teamId, id);
  await putObject(storageKey, bytes);
  try {
    const row = await db.miscFile.create({
      data: {
        id,
        teamId: input.teamId,
        sourceFileName: cleanFileName(input.file.name),
        mimeType: storedMimeType(input.file.type, bytes),
        sizeBytes: BigInt(bytes.length),
        checksum: createHash("sha256").update(bytes).digest("hex"),
        storageKey,
        uploadedById: input.userId,
      },
      select: FIELDS,
    });
    return miscFileView(row);
  } catch (error) {
    await deleteObject(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A misc file by id, with its workspace and stored key; the caller checks membership of `teamId`. */
export function findMiscFile(fileId: string) {
  return db.miscFile.findUnique({ where: { id: fileId }, select: FIELDS });
}
