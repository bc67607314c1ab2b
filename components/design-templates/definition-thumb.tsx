"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

/** A definition's thumbnail, or a quiet placeholder when it has none or the file is missing. */
export function DefinitionThumb({ src, title }: { src: string | null; title: string }) {
  const t = useTranslations("designTemplates.editor");
  const [failed, setFailed] = useState(false);
  return (
    <div className="h-28 w-full shrink-0 overflow-hidden rounded-lg bg-ink-100 ring-1 ring-ink-200 ring-inset sm:w-40">
      {src && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- a static thumbnail of our own site, any size
        <img src={src} alt={t("thumbAlt", { title })} className="size-full object-cover" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="flex size-full items-center justify-center px-2 text-center text-xs text-ink-600">{src ? t("thumbMissing") : t("noThumb")}</span>
      )}
    </div>
  );
}
