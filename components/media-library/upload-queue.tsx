"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import type { UploadEntry } from "./use-uploads";

/** Each file being uploaded, with its progress, or the server's reason when it was refused. */
export function UploadQueue({ entries, onClear }: { entries: UploadEntry[]; onClear: () => void }) {
  const t = useTranslations("mediaLibrary");
  if (entries.length === 0) return null;
  const finished = entries.some((entry) => entry.state !== "uploading");
  return (
    <section aria-label={t("uploads")} className="page-chrome mb-6 rounded-lg border border-ink-200 bg-surface p-4">
      <ul className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.key} className="text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="truncate font-medium text-ink-900">{entry.fileName}</span>
              <span className={entry.state === "failed" ? "text-danger-700" : "text-ink-600"}>
                {entry.state === "uploading"
                  ? t("uploadProgress", { percent: Math.round(entry.progress * 100) })
                  : entry.state === "done"
                    ? t("uploadDone")
                    : t("uploadFailed")}
              </span>
            </div>
            {entry.state === "uploading" ? (
              <progress className="mt-1 h-1.5 w-full accent-accent-600" max={100} value={Math.round(entry.progress * 100)} aria-label={t("uploadingFile", { name: entry.fileName })} />
            ) : null}
            {entry.error ? (
              <p role="alert" className="mt-1 text-danger-700">
                {entry.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {finished ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={onClear}>
          {t("clearUploads")}
        </Button>
      ) : null}
    </section>
  );
}
