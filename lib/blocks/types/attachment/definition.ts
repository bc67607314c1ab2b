import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, mediaId, metaObject, text } from "../../schema-helpers";

// Files to download (spec §3 segment type "attachment"). The files themselves are the segment's
// miscFileList (workspace misc files, /api/misc-file), so export, import and copies carry them like
// any segment's files. content holds what the reader sees of them: a title and, per file, its id,
// the name shown and its size in bytes, in the order shown. The id ties each description to its
// file, so an export or a copy that cannot bring one file never shifts names onto other files
// (exports and imports remap these ids with miscFileList's). The name starts as the uploaded file's
// name (the planner may rename it for display). metaData is unused ({}).

export const ATTACHMENT_LIMITS = { files: 20, title: 200, name: 200 } as const;

const file = metaObject({
  /** The misc file described; null when an import could not bring it. */
  fileId: mediaId,
  name: text(ATTACHMENT_LIMITS.name),
  size: clampedNumber(0, Number.MAX_SAFE_INTEGER, 0).transform(Math.round),
});

const content = metaObject({
  title: text(ATTACHMENT_LIMITS.title),
  // Descriptions of lost files are dropped; more than the cap keeps the first ones (clamped, spec §5).
  files: z
    .array(file)
    .nullish()
    .transform((files) => (files ?? []).flatMap(({ fileId, ...rest }) => (fileId === null ? [] : [{ fileId, ...rest }])).slice(0, ATTACHMENT_LIMITS.files)),
});

const metaData = metaObject({});

export type AttachmentContent = z.output<typeof content>;
export type AttachmentMeta = z.output<typeof metaData>;
/** One file's description, its file id always set (descriptions of lost files are dropped). */
export type AttachmentFile = AttachmentContent["files"][number];

export const attachmentDefinition: BlockDefinition<AttachmentContent, AttachmentMeta> = {
  type: "attachment",
  group: "others",
  content,
  metaData,
  defaults: () => ({ content: { title: "", files: [] }, metaData: {} }),
};
