"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ChevronDownIcon, cx } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { GlobeIcon } from "./icons";

/** Saves the language on the account (the answer sets the locale cookie), then reloads so every screen renders in it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations("shell.language");
  const locale = useLocale() as Locale;
  const errorText = useErrorMessage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function change(language: string) {
    if (language === locale) return;
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch("/api/account/language", { body: { language } });
      window.location.reload();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <div className="relative">
        <GlobeIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
        <select
          id={id}
          value={locale}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void change(event.target.value)}
          className={cx(
            "h-9 w-full appearance-none rounded-lg bg-surface pr-8 pl-9 text-sm text-ink-700 shadow-xs ring-1 ring-ink-200 ring-inset",
            "transition-shadow hover:ring-ink-300 disabled:cursor-wait disabled:opacity-70",
          )}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-400" />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
