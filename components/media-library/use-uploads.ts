"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { MAX_FILES_PER_BATCH } from "@/lib/media/limits";
import { uploadWithProgress } from "@/lib/client/upload-with-progress";

export interface UploadEntry {
  key: string;
  fileName: string;
  progress: number;
  state: "uploading" | "done" | "failed";
  error?: string;
}

let counter = 0;

/**
 * Uploads several files at once to the workspace's library (each its own request, so one refused
 * file does not stop the others), keeping per-file progress and the server's message for failures.
 * `onUploaded` runs after each success so the grid can refresh.
 */
export function useUploads(teamId: string, albumId: string | null, onUploaded: () => void, unlimitedBatch = false) {
  const errorText = useErrorMessage();
  const tErrors = useTranslations("errors");
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const upload = useCallback(
    (files: File[]) => {
      // Spec §5: more than the batch maximum is refused as a whole, with the spec's message.
      if (!unlimitedBatch && files.length > MAX_FILES_PER_BATCH) {
        counter += 1;
        const error = tErrors("tooManyFilesAtOnce", { count: MAX_FILES_PER_BATCH });
        setEntries((current) => [...current, { key: `upload-${counter}`, fileName: "", progress: 0, state: "failed", error }]);
        return;
      }
      for (const file of files) {
        counter += 1;
        const key = `upload-${counter}`;
        setEntries((current) => [...current, { key, fileName: file.name, progress: 0, state: "uploading" }]);
        const form = new FormData();
        form.append("file", file, file.name);
        if (albumId) form.append("albumId", albumId);
        uploadWithProgress<{ attachmentId: string }>(`/api/team/${teamId}/media`, form, (progress) => update(key, { progress })).then(
          () => {
            update(key, { state: "done", progress: 1 });
            onUploaded();
          },
          (error: unknown) => update(key, { state: "failed", error: errorText(error) }),
        );
      }
    },
    [teamId, albumId, onUploaded, errorText, tErrors, unlimitedBatch],
  );

  const clearFinished = useCallback(() => setEntries((current) => current.filter((entry) => entry.state === "uploading")), []);

  return { entries, upload, clearFinished };
}
