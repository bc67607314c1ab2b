"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Alert, Button } from "@/components/ui";
import { ImagePicker } from "@/lib/blocks/image-picker";
import { LANDING_MIN } from "./share-form";

/**
 * The landing page's image: chosen from the workspace's media library, previewed, and checked
 * against the landing size (1400x900) once the preview has loaded its real dimensions.
 */
export function LandingImageField({ teamId, value, onChange, error }: { teamId: string; value: string | null; onChange: (id: string | null) => void; error?: string }) {
  const t = useTranslations("share.form");
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const [size, setSize] = useState<{ id: string; width: number; height: number } | null>(null);
  const known = size && size.id === value ? size : null;
  const small = known !== null && (known.width < LANDING_MIN.width || known.height < LANDING_MIN.height);

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink-800">
        {t("landingImage")}
      </span>
      <div className="flex items-center gap-3">
        <div className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- our API serves it to members with the session cookie
            <img
              src={`/api/media/download/${encodeURIComponent(value)}`}
              alt={t("landingPreviewAlt")}
              width={96}
              height={64}
              className="size-full object-cover"
              onLoad={(event) => setSize({ id: value, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            />
          ) : (
            <span className="px-2 text-center text-xs text-ink-500">{t("landingNone")}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            {value ? t("landingChange") : t("landingChoose")}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t("landingRemove")}
            </Button>
          )}
        </div>
      </div>
      <p className="text-[0.8125rem] leading-5 text-ink-500">{t("landingHint")}</p>
      {small && (
        <Alert tone="warning">
          {t("landingTooSmall", { width: known.width, height: known.height, minWidth: LANDING_MIN.width, minHeight: LANDING_MIN.height })}
        </Alert>
      )}
      {error && <p className="text-[0.8125rem] font-medium text-danger-700">{error}</p>}
      <ImagePicker
        teamId={teamId}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          setPicking(false);
          onChange(id);
        }}
      />
    </div>
  );
}
