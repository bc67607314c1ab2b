import { db } from "@/lib/db/client";
import { requireQuotaLeft } from "@/lib/media/quota";
import { newRowId } from "@/lib/documents/import-rows";
import { AppError, type FieldProblem } from "@/lib/http/errors";
import { miscFileKey } from "@/lib/misc-files/storage-key";
import { deleteObject, getObject, putObject } from "@/lib/storage";
import { FONT_KEYS, type DocStyleData } from "./schema";

// Uploaded fonts are misc files of the style's workspace (POST /api/team/{id}/misc-file): a style may
// only name files of its own workspace, so neither its editor nor a share of a document using it can
// reach another workspace's files. A copy into another workspace takes copies of the files along.

/** Every font file a style names, with the field that names it (`fonts.h1.miscFileId`, `uploadedFonts.0.miscFileId`). */
export function fontFileRefs(style: Pick<DocStyleData, "fonts" | "uploadedFonts">): { path: string; id: string }[] {
  const refs: { path: string; id: string }[] = [];
  for (const key of FONT_KEYS) {
    const font = style.fonts[key];
    if (font.miscFileId) refs.push({ path: `fonts.${key}.miscFileId`, id: font.miscFileId });
  }
  style.uploadedFonts.forEach((font, index) => refs.push({ path: `uploadedFonts.${index}.miscFileId`, id: font.miscFileId }));
  return refs;
}

/** The font file ids a stored style or a document's styleData names (tolerant: anything else is skipped). */
export function fontFileIdsOf(styleData: unknown): string[] {
  const record = styleData && typeof styleData === "object" ? (styleData as Record<string, unknown>) : {};
  const fonts = record.fonts && typeof record.fonts === "object" ? Object.values(record.fonts as Record<string, unknown>) : [];
  const uploaded = Array.isArray(record.uploadedFonts) ? record.uploadedFonts : [];
  const ids = [...fonts, ...uploaded].map((font) => (font && typeof font === "object" ? (font as Record<string, unknown>).miscFileId : null));
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id.length > 0))];
}

/** 400 naming each field whose file is not a misc file of `teamId` (null, a global style: every file). */
export async function requireTeamFontFiles(teamId: string | null, style: Pick<DocStyleData, "fonts" | "uploadedFonts">): Promise<void> {
  const refs = fontFileRefs(style);
  if (!refs.length) return;
  const found = teamId === null ? [] : await db.miscFile.findMany({ where: { teamId, id: { in: [...new Set(refs.map((ref) => ref.id))] } }, select: { id: true } });
  const own = new Set(found.map((file) => file.id));
  const problems: FieldProblem[] = refs.filter((ref) => !own.has(ref.id)).map((ref) => ({ path: ref.path, message: "errors.docStyleFontFileNotInWorkspace" }));
  if (problems.length) throw new AppError("INVALID_INPUT", "docStyleFontFileNotInWorkspace", {}, problems);
}

/** The style with each named font file of another workspace replaced by a copy in `teamId` (stored first, then its row). */
export async function withFontFilesIn<T extends Pick<DocStyleData, "fonts" | "uploadedFonts">>(teamId: string, userId: string, style: T): Promise<T> {
  const ids = [...new Set(fontFileRefs(style).map((ref) => ref.id))];
  if (!ids.length) return style;
  const foreign = await db.miscFile.findMany({
    where: { id: { in: ids }, teamId: { not: teamId } },
    select: { id: true, sourceFileName: true, mimeType: true, sizeBytes: true, checksum: true, storageKey: true },
  });
  await requireQuotaLeft(teamId, foreign.reduce((sum, file) => sum + Number(file.sizeBytes), 0));
  const copies = new Map<string, string>();
  for (const file of foreign) {
    const bytes = await getObject(file.storageKey);
    if (!bytes) continue;
    const id = newRowId();
    const storageKey = miscFileKey(teamId, id);
    await putObject(storageKey, bytes);
    try {
      await db.miscFile.create({
        data: { id, teamId, sourceFileName: file.sourceFileName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, checksum: file.checksum, storageKey, uploadedById: userId },
      });
    } catch (error) {
      await deleteObject(storageKey).catch(() => undefined);
      throw error;
    }
    copies.set(file.id, id);
  }
  if (!copies.size) return style;
  const remap = (id: string | null) => (id && copies.get(id)) || id;
  return {
    ...style,
    fonts: Object.fromEntries(FONT_KEYS.map((key) => [key, { ...style.fonts[key], miscFileId: remap(style.fonts[key].miscFileId) }])) as T["fonts"],
    uploadedFonts: style.uploadedFonts.map((font) => ({ ...font, miscFileId: remap(font.miscFileId)! })),
  };
}
