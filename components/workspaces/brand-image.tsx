"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, cx, FormError } from "@/components/ui";
import { ImagePicker } from "@/lib/blocks/image-picker";
import { useImageSource } from "@/lib/client/use-image-source";
import type { TeamView } from "@/lib/teams/team-view";

export interface BrandImageProps {
  teamId: string;
  teamName: string;
  kind: "logo" | "favicon";
  /** The image's URL from the team (it changes with every new image), or null. */
  src: string | null;
  canEdit: boolean;
}

const LABELS = {
  logo: { alt: "logoAlt", none: "noLogo", upload: "uploadLogo", change: "changeLogo", remove: "removeLogo", hint: "logoHint" },
  favicon: { alt: "faviconAlt", none: "noFavicon", upload: "uploadFavicon", change: "changeFavicon", remove: "removeFavicon", hint: "faviconHint" },
} as const;

/** Preview, upload (or choice from the workspace's media library) and removal of the workspace logo or favicon. Members see the preview only. */
export function BrandImage({ teamId, teamName, kind, src: initialSrc, canEdit }: BrandImageProps) {
  const t = useTranslations("workspaces.branding");
  const hintId = useId();
  const [src, setSrc] = useState(initialSrc);
  const { input, busy, error, upload, remove, choose, library } = useImageSource<TeamView>(`/api/team/${teamId}/${kind}`, (team) => setSrc(team[kind]));
  const labels = LABELS[kind];

  return (
    <div className="flex flex-col gap-4">
      <div
        className={cx(
          "flex items-center justify-center rounded-xl border border-ink-200 bg-[repeating-conic-gradient(var(--color-ink-50)_0_25%,var(--color-surface)_0_50%)] bg-[length:16px_16px]",
          kind === "logo" ? "h-32 w-full p-4" : "size-24 p-3",
        )}
      >
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by our own API with the session cookie
          <img src={src} alt={t(labels.alt, { name: teamName })} className={cx("max-h-full max-w-full object-contain", kind === "favicon" && "size-16")} />
        ) : (
          <span className="text-center text-sm text-ink-500">{t(labels.none)}</span>
        )}
      </div>
      <FormError message={error} />
      {canEdit && (
        <p id={hintId} className="-mt-1 text-[0.8125rem] leading-5 text-ink-500">
          {t(labels.hint)}
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={kind === "favicon" ? "image/png" : "image/*"}
            className="sr-only"
            tabIndex={-1}
            aria-label={src ? t(labels.change) : t(labels.upload)}
            aria-describedby={hintId}
            onChange={(event) => upload(event.target.files?.[0])}
          />
          <Button type="button" variant="secondary" size="sm" loading={busy} aria-describedby={hintId} onClick={choose}>
            {src ? t(labels.change) : t(labels.upload)}
          </Button>
          <Button type="button" variant="secondary" size="sm" disabled={busy} aria-describedby={hintId} onClick={library.show}>
            {t("chooseFromLibrary")}
          </Button>
          {src && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={remove}>
              {t(labels.remove)}
            </Button>
          )}
        </div>
      )}
      {canEdit && <ImagePicker teamId={teamId} open={library.open} onClose={library.close} onPick={library.pick} />}
    </div>
  );
}
