"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cx } from "@/components/ui";
import type { ShareType } from "./types";

/** "Share as link" or "Share by e-mail": a radio group drawn as a segmented control (arrow keys move). */
export function ShareTypeSwitch({ value, onChange, disabled }: { value: ShareType; onChange: (type: ShareType) => void; disabled: boolean }) {
  const t = useTranslations("share.dialog");
  const name = useId();
  return (
    <fieldset className="inline-flex self-start rounded-lg bg-ink-100 p-1" disabled={disabled}>
      <legend className="sr-only">{t("typeLegend")}</legend>
      {(["link", "email"] as const).map((type) => (
        <label
          key={type}
          className={cx(
            "relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
            value === type ? "bg-white text-ink-900 shadow-xs" : "text-ink-600 hover:text-ink-900",
            disabled && "cursor-not-allowed opacity-60",
          )}
        >
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} className="sr-only" />
          {type === "link" ? t("typeLink") : t("typeEmail")}
        </label>
      ))}
    </fieldset>
  );
}
