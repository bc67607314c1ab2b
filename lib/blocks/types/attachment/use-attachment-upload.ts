"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { uploadMiscFileRequest, type MiscFileInfo } from "@/lib/misc-files/client";
import { MAX_MISC_FILE_BYTES, MAX_MISC_FILE_LABEL } from "@/lib/misc-files/limits";
import { ATTACHMENT_LIMITS } from "./definition";

/**
 * Uploads the files a planner picked, one after the other (each up to 20 MB, the block up to 20
 * files), and hands each stored file to `onUploaded` as soon as it lands, so a failure later in the
 * batch keeps the earlier ones. Problems are collected per file and shown together at the end.
 */
export function useAttachmentUpload({ teamId, fileCount, onUploaded }: { teamId: string; fileCount: () => number; onUploaded: (file: MiscFileInfo) => void }) {
  const t = useTranslations("blocks.attachment");
  const errorText = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  async function upload(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = ""; // picking the same file again still triggers a change
    if (!chosen.length) return;
    const room = Math.max(0, ATTACHMENT_LIMITS.files - fileCount());
    const found: string[] = chosen.length > room ? [t("tooMany", { max: ATTACHMENT_LIMITS.files })] : [];
    setBusy(true);
    setProblems([]);
    for (const file of chosen.slice(0, room)) {
      if (file.size > MAX_MISC_FILE_BYTES) {
        found.push(t("tooBig", { name: file.name, size: MAX_MISC_FILE_LABEL }));
        continue;
      }
      try {
        onUploaded(await uploadMiscFileRequest(teamId, file));
      } catch (error) {
        found.push(t("uploadFailed", { name: file.name, message: errorText(error) }));
      }
    }
    setBusy(false);
    setProblems(found);
  }

  return { input, busy, problems, upload, choose: () => input.current?.click() };
}
