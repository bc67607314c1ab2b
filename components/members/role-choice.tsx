"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { cx } from "@/components/ui";
import type { Role } from "./member-item";

const ROLES: Role[] = ["ADMIN", "MEMBER"];

/** The two roles as radio tiles, each with what it allows. Native radios keep arrow-key selection. */
export function RoleChoice({ value, onChange, disabled }: { value: Role; onChange: (role: Role) => void; disabled?: boolean }) {
  const t = useTranslations("members");
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      {/* The card around it shows the same title; the legend still names the group for screen readers. */}
      <legend className="sr-only">{t("member.roleTitle")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => {
          const titleId = `${name}-${role}-title`;
          const hintId = `${name}-${role}-hint`;
          return (
            <label
              key={role}
              className={cx(
                "flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-surface px-4 py-3 shadow-xs transition-[background-color,border-color] duration-150 hover:border-ink-300 hover:bg-ink-50",
                "has-checked:border-accent-500 has-checked:bg-accent-50 has-checked:ring-1 has-checked:ring-accent-500 has-checked:ring-inset",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600",
                "has-disabled:cursor-not-allowed has-disabled:opacity-60",
              )}
            >
              <input
                type="radio"
                name={name}
                value={role}
                checked={value === role}
                onChange={() => onChange(role)}
                aria-labelledby={titleId}
                aria-describedby={hintId}
                className="mt-1 size-4 shrink-0 appearance-none rounded-full border border-ink-400 bg-surface transition-[border-color] checked:border-[5px] checked:border-accent-600 focus-visible:outline-hidden"
              />
              <span className="min-w-0">
                <span id={titleId} className="block text-sm font-medium text-ink-900">
                  {t(`roles.${role}`)}
                </span>
                <span id={hintId} className="mt-0.5 block text-[0.8125rem] leading-5 text-ink-500">
                  {t(`roleHints.${role}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
