import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { requireDocumentViewer, requireTeamMember, type DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import type { Prisma, TemplateType } from "@/lib/db/generated/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { getObject } from "@/lib/storage";
import { idSchema } from "@/lib/validation/ids";
import { exportDocumentSelect, toDocumentFile } from "./export-document";
import { commitStagedUploads, withStagedUploads, type IncomingFile, type IncomingMedia } from "./import-media";
import { documentRows, insertDocumentRows, LARGE_WRITE_TRANSACTION, newRowId, segmentMediaRefs } from "./import-rows";

// Team templates (workspace spec §4, §6; accounts spec §4): a document or template of a workspace is
// made a team template in place; its owner and the workspace's admins publish it and set what
// documents made from it allow; members see it once published, and anyone signed in may create a
// document from a published one (into a workspace of their own).

export const teamTemplateSettingsSchema = z.object({
  published: z.boolean().optional(),
  allowAddNewBlocks: z.boolean().optional(),
  allowDeleteBlocks: z.boolean().optional(),
});
export type TeamTemplateSettingsInput = z.output<typeof teamTemplateSettingsSchema>;

export const createFromTeamTemplateSchema = z.object({ teamId: idSchema.optional() });

export interface TeamTemplateSettings {
  published: boolean;
  allowAddNewBlocks: boolean;
  allowDeleteBlocks: boolean;
}

const notATeamTemplate = () => new AppError("CONFLICT", "notATeamTemplate");

/**
 * Makes a DOCUMENT or TEMPLATE a team template, unpublished, allowing blocks to be added and
 * deleted. One conditional update, so two concurrent calls cannot both convert (or convert a
 * document that changed type in between). The route has checked ownership and the module.
 */
export async function makeTeamTemplate(documentId: string) {
  const { count } = await db.document.updateMany({
    where: { id: documentId, deletedAt: null, templateType: { in: ["DOCUMENT", "TEMPLATE"] } },
    data: { templateType: "TEAM_TEMPLATE", teamTemplatePublished: false, allowAddNewBlocks: true, allowDeleteBlocks: true, version: { increment: 1 } },
  });
  if (!count) {
    const doc = await db.document.findUnique({ where: { id: documentId }, select: { deletedAt: true } });
    if (!doc || doc.deletedAt) throw notFound();
    throw new AppError("CONFLICT", "teamTemplateNotConvertible");
  }
  return { ok: true as const, templateType: "TEAM_TEMPLATE" as const };
}

/**
 * Who may change a team template's settings: its owner and the admins of its workspace. Other
 * members get 403; callers who cannot see it at all 404 (lib/auth/policy decides visibility).
 */
export async function requireTeamTemplateManager(actor: Actor, documentId: string): Promise<DocumentAccess> {
  const access = await requireDocumentViewer(actor, documentId);
  if (access.isTheOwner || access.isTeamAdmin) return access;
  if (!access.membership) throw notFound();
  throw forbidden();
}

export async function updateTeamTemplateSettings(documentId: string, input: TeamTemplateSettingsInput): Promise<TeamTemplateSettings> {
  const data = {
    ...(input.published !== undefined ? { teamTemplatePublished: input.published } : {}),
    ...(input.allowAddNewBlocks !== undefined ? { allowAddNewBlocks: input.allowAddNewBlocks } : {}),
    ...(input.allowDeleteBlocks !== undefined ? { allowDeleteBlocks: input.allowDeleteBlocks } : {}),
  };
  return db.$transaction(async (tx) => {
    const { count } = await tx.document.updateMany({
      where: { id: documentId, deletedAt: null, templateType: "TEAM_TEMPLATE" },
      data: { ...data, version: { increment: 1 } },
    });
    if (!count) {
      const doc = await tx.document.findUnique({ where: { id: documentId }, select: { deletedAt: true } });
      if (!doc || doc.deletedAt) throw notFound();
      throw notATeamTemplate();
    }
    const doc = await tx.document.findUniqueOrThrow({
      where: { id: documentId },
      select: { teamTemplatePublished: true, allowAddNewBlocks: true, allowDeleteBlocks: true },
    });
    return { published: doc.teamTemplatePublished, allowAddNewBlocks: doc.allowAddNewBlocks, allowDeleteBlocks: doc.allowDeleteBlocks };
  });
}

/** The workspace a new document goes to: the one asked for (the caller must be in it), else the template's if the caller is in it, else the caller's first. */
async function targetWorkspace(actor: Actor, access: DocumentAccess, teamId: string | undefined): Promise<string> {
  if (teamId) return (await requireTeamMember(actor, teamId)).teamId;
  if (access.membership) return access.teamId;
  const first = await db.member.findFirst({
    where: { userId: actor.user.id, acceptedAt: { not: null } },
    orderBy: [{ acceptedAt: "asc" }, { createdAt: "asc" }],
    select: { teamId: true },
  });
  if (!first) throw notFound();
  return first.teamId;
}

/**
 * Creates a DOCUMENT_FROM_TEAM_TEMPLATE from a team template (published, or unpublished for members
 * of its workspace who can see it): a copy of its content and blocks (fresh
 * ids, each block's teamTemplateUserCanEdit kept), its allowAddNewBlocks / allowDeleteBlocks flags,
 * a link to the original, the caller as owner. The event, private note and archived flag of the
 * template are not copied. A copy into another workspace takes copies of the media and files it
 * uses, and no workspace-bound style (its styleData copy stays).
 */
export async function createFromTeamTemplate(actor: Actor, access: DocumentAccess, teamId: string | undefined): Promise<{ id: string }> {
  if (access.templateType !== "TEAM_TEMPLATE") throw notATeamTemplate();
  // Published team templates are for anyone signed in; an unpublished one only for the accepted
  // members of its workspace who may see it: its owner and the workspace's admins. The super admin
  // may view any document (lib/auth/policy), but viewing is all that right gives.
  if (!access.teamTemplatePublished && !(access.membership && (access.isTheOwner || access.isTeamAdmin))) throw forbidden();
  const target = await targetWorkspace(actor, access, teamId);
  return copyTemplateInto(actor, access.documentId, target, { templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", originalTeamTemplateDocId: access.documentId });
}

interface TemplateCopy {
  templateType: TemplateType;
  originalTeamTemplateDocId: string | null;
  /** Columns to set on the new document besides the template's own (e.g. fromDesignTemplateId). */
  extra?: Partial<Prisma.DocumentCreateManyInput>;
}

/**
 * Copies a template (a team template, or the document behind a design template) into a workspace as
 * a new document of the caller: fresh ids, no archive state, note or event; its images and files
 * travel along when the workspace differs, and a workspace-bound style only within its workspace.
 */
export async function copyTemplateInto(actor: Actor, sourceId: string, target: string, copyAs: TemplateCopy): Promise<{ id: string }> {
  const template = await db.document.findUnique({ where: { id: sourceId }, select: { ...exportDocumentSelect, deletedAt: true } });
  if (!template || template.deletedAt) throw notFound();
  const sameWorkspace = target === template.teamId;

  const identity = (id: string) => id;
  const file = toDocumentFile(template, { document: identity, segment: identity, media: identity, file: identity, original: () => null });
  const copy = { ...file, archived: false, privateNote: null, event: { startDate: null, endDate: null, hasStartDate: false, userState: null } };
  const { media, files } = sameWorkspace ? { media: [], files: [] } : await uploadsToCopy(template.teamId, file);
  const style = template.styleId ? await db.docStyle.findUnique({ where: { id: template.styleId }, select: { teamId: true } }) : null;
  const styleId = style && (style.teamId === null || style.teamId === target) ? template.styleId : null;

  const id = newRowId();
  await withStagedUploads({ teamId: target, userId: actor.user.id, media, files }, async (staged) => {
    const rows = documentRows(copy, {
      documentId: id,
      teamId: target,
      ownerId: actor.user.id,
      templateType: copyAs.templateType,
      originalTeamTemplateDocId: copyAs.originalTeamTemplateDocId,
      mediaId: (mediaId) => (sameWorkspace ? mediaId : staged.mediaIdByRef.get(mediaId)),
      fileId: (fileId) => (sameWorkspace ? fileId : staged.fileIdByRef.get(fileId)),
      extra: { styleId, teamTemplatePublished: false, ...copyAs.extra },
    });
    await db.$transaction(async (tx) => {
      await commitStagedUploads(tx, staged);
      await insertDocumentRows(tx, [rows]);
      await tx.user.updateMany({ where: { id: actor.user.id, hasCreatedDocuments: false }, data: { hasCreatedDocuments: true } });
    }, LARGE_WRITE_TRANSACTION);
  });
  return { id };
}

/** Media and files of the template's workspace that a copy into another workspace needs. */
async function uploadsToCopy(teamId: string, file: ReturnType<typeof toDocumentFile>): Promise<{ media: IncomingMedia[]; files: IncomingFile[] }> {
  const mediaIds = [...new Set([...(file.thumbnail ? [file.thumbnail] : []), ...file.segments.flatMap(segmentMediaRefs)])];
  const fileIds = [...new Set(file.segments.flatMap((s) => s.miscFileList))];
  const mediaRows = mediaIds.length ? await db.media.findMany({ where: { id: { in: mediaIds }, teamId } }) : [];
  const fileRows = fileIds.length ? await db.miscFile.findMany({ where: { id: { in: fileIds }, teamId } }) : [];
  const media: IncomingMedia[] = [];
  for (const row of mediaRows) {
    const bytes = await getObject(row.storageKey);
    if (!bytes) continue;
    const extension = row.storageKey.split(".").pop() ?? "jpg";
    media.push({
      ref: row.id,
      bytes,
      checksum: row.checksum,
      name: row.name,
      sourceFileName: row.sourceFileName,
      mimeType: row.mimeType,
      extension: /^[a-z0-9]{2,5}$/.test(extension) ? extension : "jpg",
      width: row.width,
      height: row.height,
      kind: row.kind,
    });
  }
  const files: IncomingFile[] = [];
  for (const row of fileRows) {
    const bytes = await getObject(row.storageKey);
    if (bytes) files.push({ ref: row.id, bytes, checksum: row.checksum, sourceFileName: row.sourceFileName, mimeType: row.mimeType });
  }
  return { media, files };
}
