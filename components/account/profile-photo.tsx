"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

export function ProfilePhoto({ userId, image, name }: { userId: string; image: string | null; name: string }) {
  const t = useTranslations("profile");
  const errorText = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  // A version in the URL makes the browser fetch the new photo after an upload.
  const [src, setSrc] = useState(image ? `${image}?v=0` : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

  async function run(action: () => Promise<{ user: { image: string | null } }>) {
    setBusy(true);
    setError(undefined);
    try {
      const { user } = await action();
      setSrc(user.image ? `${user.image}?v=${Date.now()}` : null);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    void run(() => apiFetch(`/api/user/${userId}/profile-photo`, { body: form }));
  }

  return (
    <div className="flex flex-col items-start gap-4">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by our own API with the session cookie
        <img src={src} alt={t("photoAlt", { name })} width={96} height={96} className="size-24 rounded-full object-cover ring-1 ring-ink-200" />
      ) : (
        <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-accent-100 text-2xl font-semibold text-accent-800">
          {initials}
        </span>
      )}
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <input ref={input} type="file" accept="image/*" className="sr-only" id="profile-photo-input" tabIndex={-1} aria-label={src ? t("photoChange") : t("photoUpload")} onChange={(e) => upload(e.target.files?.[0])} />
        <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => input.current?.click()}>
          {src ? t("photoChange") : t("photoUpload")}
        </Button>
        {src && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void run(() => apiFetch(`/api/user/${userId}/profile-photo`, { method: "DELETE" }))}>
            {t("photoRemove")}
          </Button>
        )}
      </div>
    </div>
  );
}
