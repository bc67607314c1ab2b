"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { AlertCircleIcon, CheckCircleIcon, cx, TextField } from "@/components/ui";
import { normalizeTeamName, TEAM_NAME_MAX } from "@/lib/teams/names";
import type { WorkspaceNameStatus } from "./use-workspace-name";

export interface WorkspaceNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  status: WorkspaceNameStatus;
  /** A message from the server (empty or taken name when saving). */
  error?: string;
  disabled?: boolean;
  id?: string;
  containerClassName?: string;
}

/** The workspace name with the spec's live availability messages, announced politely as they change. */
export function WorkspaceNameField({ value, onChange, status, error, disabled, id, containerClassName }: WorkspaceNameFieldProps) {
  const t = useTranslations("workspaces");
  const statusId = useId();
  const name = normalizeTeamName(value);
  return (
    <div className={cx("flex flex-col gap-1.5", containerClassName)}>
      <TextField
        label={t("fields.name")}
        name="name"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t("fields.namePlaceholder")}
        maxLength={TEAM_NAME_MAX}
        autoComplete="organization"
        required
        id={id}
        disabled={disabled}
        error={error}
        aria-invalid={status === "taken" || undefined}
        aria-describedby={statusId}
      />
      <p id={statusId} aria-live="polite" className="min-h-5 text-[0.8125rem] leading-5">
        {!error && status === "checking" && <span className="text-ink-500">{t("availability.checking")}</span>}
        {!error && status === "available" && (
          <span className="flex items-start gap-1.5 font-medium text-success-700">
            <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t("availability.available", { name })}
          </span>
        )}
        {!error && status === "taken" && (
          <span className="flex items-start gap-1.5 font-medium text-danger-700">
            <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t("availability.taken", { name })}
          </span>
        )}
      </p>
    </div>
  );
}
