"use client";

import { useTranslations } from "next-intl";
import type { SelectOption } from "@/components/ui";
import { SECTORS } from "@/lib/accounts/schemas";
import { SEPARATORS, type Separator } from "@/lib/teams/number-format";
import { CURRENCIES } from "@/lib/teams/schemas";

const SEPARATOR_NAMES: Record<Separator, "comma" | "dot" | "space"> = { ",": "comma", ".": "dot", " ": "space" };

/** The choices of the workspace forms, labelled in the current language. */
export function useWorkspaceOptions() {
  const t = useTranslations("workspaces");
  // The sector names are the registration survey's, so both screens say the same.
  const tSectors = useTranslations("auth.register.survey.sectors");
  const currencies: SelectOption[] = CURRENCIES.map((currency) => ({ value: currency, label: t(`currencies.${currency}`) }));
  const separators: SelectOption[] = SEPARATORS.map((separator) => ({ value: separator, label: t(`separators.${SEPARATOR_NAMES[separator]}`) }));
  const sectors: SelectOption[] = SECTORS.map((sector) => ({ value: sector, label: tSectors(sector) }));
  return { currencies, separators, sectors };
}
