"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button, FormError } from "@/components/ui";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

interface ImageListProps {
  teamId: string;
  imageIds: string[];
  canEdit: boolean;
}

/** The workspace's image list: images uploaded to its media library and kept at hand for its documents. */
export function ImageList({ teamId, imageIds: initial, canEdit }: ImageListProps) {
  const t = useTranslations("workspaces.images");
  const errorText = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [ids, setIds] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function save(next: string[]) {
    const team = await apiFetch<{ imageList: string[] }>(`/api/team/${teamId}`, { body: { imageList: next } });
    setIds(team.imageList);
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function add(files: FileList | null) {
    if (!files?.length) return;
    void run(async () => {
      const added: string[] = [];
      for (const file of Array.from(files)) {
        const form = new FormData();
        form.append("file", file);
        const { attachmentId } = await apiFetch<{ attachmentId: string }>(`/api/team/${teamId}/media`, { body: form });
        added.push(attachmentId);
      }
      await save([...ids, ...added.filter((id) => !ids.includes(id))]);
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-6 text-ink-600">{t("hint")}</p>
      <FormError message={error} />
      {ids.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-6 text-center text-sm text-ink-500">{t("empty")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {ids.map((id, index) => (
            <li key={id} className="group relative overflow-hidden rounded-xl border border-ink-200 bg-ink-50">
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our API to members, with the session cookie */}
              <img src={`/api/media/download/${id}`} alt={t("alt", { number: index + 1 })} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              {canEdit && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => save(ids.filter((other) => other !== id)))}
                  className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-surface/90 text-ink-700 shadow-sm hover:bg-surface hover:text-danger-700"
                >
                  <CloseIcon aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("remove", { number: index + 1 })}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div>
          <input ref={input} type="file" accept="image/*" multiple className="sr-only" tabIndex={-1} aria-label={t("add")} onChange={(e) => add(e.target.files)} />
          <Button variant="secondary" size="sm" loading={busy} leadingIcon={<PlusIcon aria-hidden="true" className="size-4" />} onClick={() => input.current?.click()}>
            {t("add")}
          </Button>
        </div>
      )}
    </div>
  );
}
