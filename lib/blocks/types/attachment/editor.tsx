"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button, FormError, TextField } from "@/components/ui";
import { MAX_MISC_FILE_LABEL } from "@/lib/misc-files/limits";
import type { BlockData, BlockEditorProps } from "../../definition";
import { ATTACHMENT_LIMITS, type AttachmentContent, type AttachmentFile, type AttachmentMeta } from "./definition";
import { FileIcon } from "./file-icon";
import { moveItem } from "../../list-edit";
import { describedFiles, fileExtension, fileKind, formatBytes } from "./rules";
import { useAttachmentUpload } from "./use-attachment-upload";
import { AttachmentView } from "./view";

type Block = BlockData<AttachmentContent, AttachmentMeta>;

export function AttachmentEditor({ block, context, readOnly, onChange }: BlockEditorProps<AttachmentContent, AttachmentMeta>) {
  const t = useTranslations("blocks.attachment");
  // Uploads finish one by one after awaits: each must build on the block as the last change left it,
  // not on the render that started the batch (renames typed meanwhile are kept too).
  const latest = useRef(block);
  useEffect(() => {
    latest.current = block;
  }, [block]);

  /** Saves the descriptions and miscFileList (the files they name) together. */
  const save = (files: AttachmentFile[], title = latest.current.content.title) => {
    const ids = files.map((file) => file.fileId);
    const next: Block = { ...latest.current, miscFileList: ids, content: { title, files } };
    latest.current = next;
    onChange({ content: next.content, miscFileList: ids });
  };

  const { input, busy, problems, upload, choose } = useAttachmentUpload({
    teamId: context.teamId,
    fileCount: () => latest.current.miscFileList.length,
    onUploaded: (file) => {
      const { miscFileList, content } = latest.current;
      save([...describedFiles(miscFileList, content.files), { fileId: file.id, name: file.sourceFileName.slice(0, ATTACHMENT_LIMITS.name), size: file.size }]);
    },
  });

  const preview = <AttachmentView block={block} context={context} />;
  if (readOnly) return preview;

  const files = describedFiles(block.miscFileList, block.content.files);
  const rename = (index: number, name: string) => save(files.map((file, at) => (at === index ? { ...file, name } : file)));
  const move = (index: number, by: -1 | 1) => save(moveItem(files, index, index + by));
  const remove = (index: number) => save(files.filter((_, at) => at !== index));
  const full = files.length >= ATTACHMENT_LIMITS.files;

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t("titleLabel")}
        value={block.content.title}
        maxLength={ATTACHMENT_LIMITS.title}
        placeholder={t("titlePlaceholder")}
        onChange={(event) => save(files, event.target.value)}
      />
      {files.length > 0 && (
        <ol className="page-chrome m-0 flex list-none flex-col gap-2 p-0" aria-label={t("files")}>
          {files.map((file, index) => {
            const extension = fileExtension(file.name);
            return (
              <li key={file.fileId} className="flex flex-wrap items-end gap-2 rounded-lg border border-ink-200 bg-white p-2">
                <FileIcon kind={fileKind(extension)} extension={extension} />
                <TextField
                  label={t("fileName", { number: index + 1 })}
                  value={file.name}
                  maxLength={ATTACHMENT_LIMITS.name}
                  hint={file.size > 0 ? formatBytes(file.size) : undefined}
                  containerClassName="min-w-48 flex-1"
                  onChange={(event) => rename(index, event.target.value)}
                />
                <div className="flex gap-1 pb-6">
                  <Button variant="ghost" size="sm" disabled={index === 0} aria-label={t("moveEarlier", { number: index + 1 })} onClick={() => move(index, -1)}>
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button variant="ghost" size="sm" disabled={index === files.length - 1} aria-label={t("moveLater", { number: index + 1 })} onClick={() => move(index, 1)}>
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("removeNumbered", { number: index + 1 })} onClick={() => remove(index)}>
                    {t("remove")}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="page-chrome flex flex-wrap items-center gap-3">
        <input ref={input} type="file" multiple hidden tabIndex={-1} onChange={(event) => void upload(event.target.files)} />
        <Button variant="secondary" size="sm" loading={busy} disabled={full} onClick={choose}>
          {t("upload")}
        </Button>
        <span className="text-xs text-ink-600">{full ? t("full", { max: ATTACHMENT_LIMITS.files }) : t("uploadHint", { max: ATTACHMENT_LIMITS.files, size: MAX_MISC_FILE_LABEL })}</span>
        <span role="status" className="sr-only">
          {busy ? t("uploading") : ""}
        </span>
      </div>
      <FormError
        message={
          problems.length > 0 && (
            <ul className="m-0 list-none p-0">
              {problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          )
        }
      />
      {preview}
    </div>
  );
}
