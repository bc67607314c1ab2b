"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, FormError } from "@/components/ui";
import { initialsOf } from "@/lib/accounts/initials";
import { ImagePicker } from "@/lib/blocks/image-picker";
import { useImageSource } from "@/lib/client/use-image-source";

/**
 * The profile photo: uploaded, or chosen from the media library of `teamId` (the workspace the user
 * is in; null when they have none, and then only uploads are offered).
 */
export function ProfilePhoto({ userId, image, name, teamId }: { userId: string; image: string | null; name: string; teamId: string | null }) {
  const t = useTranslations("profile");
  // A version in the URL makes the browser fetch the new photo after an upload.
  const [src, setSrc] = useState(image ? `${image}?v=0` : null);
  const { input, busy, error, upload, remove, choose, library } = useImageSource<{ user: { image: string | null } }>(`/api/user/${userId}/profile-photo`, ({ user }) =>
    setSrc(user.image ? `${user.image}?v=${Date.now()}` : null),
  );
  const initials = initialsOf(name);

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
        <Button type="button" variant="secondary" size="sm" loading={busy} onClick={choose}>
          {src ? t("photoChange") : t("photoUpload")}
        </Button>
        {teamId && (
          <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={library.show}>
            {t("photoFromLibrary")}
          </Button>
        )}
        {src && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
            {t("photoRemove")}
          </Button>
        )}
      </div>
      {teamId && <ImagePicker teamId={teamId} open={library.open} onClose={library.close} onPick={library.pick} />}
    </div>
  );
}
