import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, metaObject, text } from "../../schema-helpers";

// Files to download (spec §3 segment type "attachment"). The files themselves are the segment's
// miscFileList (workspace misc files, /api/misc-file), so export, import and copies carry them like
// any segment's files. content holds what the reader sees of them: a title and, per file, the name
// shown and its size in bytes, aligned BY INDEX with miscFileList (files[i] describes
// miscFileList[i]). The editor always changes both lists in one onChange, and the name starts as
// the uploaded file's name (the planner may rename it for display); the view tolerates lists of
// different lengths (see rules.ts). metaData is unused ({}).

export const ATTACHMENT_LIMITS = { files: 20, title: 200, name: 200 } as const;

const file = metaObject({
  name: text(ATTACHMENT_LIMITS.name),
  size: clampedNumber(0, Number.MAX_SAFE_INTEGER, 0).transform(Math.round),
});

export type AttachmentFile = z.output<typeof file>;

const content = metaObject({
  title: text(ATTACHMENT_LIMITS.title),
  // More than the cap keeps the first ones (clamped, spec §5): the alignment with miscFileList holds.
  files: z
    .array(file)
    .nullish()
    .transform((files) => (files ?? []).slice(0, ATTACHMENT_LIMITS.files)),
});

const metaData = metaObject({});

export type AttachmentContent = z.output<typeof content>;
export type AttachmentMeta = z.output<typeof metaData>;

export const attachmentDefinition: BlockDefinition<AttachmentContent, AttachmentMeta> = {
  type: "attachment",
  group: "others",
  content,
  metaData,
  defaults: () => ({ content: { title: "", files: [] }, metaData: {} }),
};
