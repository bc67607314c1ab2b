"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { BlockLabels } from "@/lib/blocks/definition";

/** The block views' texts in the reader's language, as the editor gives them (components/editor/use-render-context.ts), for a read-only view. */
export function useBlockLabels(): BlockLabels {
  const t = useTranslations("blocks");
  return useMemo(
    () => ({
      unknownType: (type: string) => t("unknownType", { type }),
      imageMissing: t("imageMissing"),
      placeholder: t("placeholderHint"),
      logoMissing: t("logoMissing"),
      imageAlt: t("imageAlt"),
      emptyHint: () => "",
      text: (key: string, values?: Record<string, string | number>) => t(key as "attachment.empty", values as never),
    }),
    [t],
  );
}
