"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";

/**
 * A block type's name and description in the user's language (blocks.<type>.name / .description);
 * a type without messages (one the registry does not know) shows its stored name.
 */
export function useBlockNames() {
  const t = useTranslations("blocks");
  return useMemo(
    () => ({
      name: (type: string) => (t.has(`${type}.name` as "heading.name") ? t(`${type}.name` as "heading.name") : type),
      description: (type: string) => (t.has(`${type}.description` as "heading.description") ? t(`${type}.description` as "heading.description") : ""),
    }),
    [t],
  );
}
