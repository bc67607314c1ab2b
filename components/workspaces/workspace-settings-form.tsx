"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useFieldErrors } from "@/components/account/use-field-errors";
import { Alert, Button, FormError, SelectField, Switch, TextField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { normalizeTeamName } from "@/lib/teams/names";
import { formatWithSeparators, normalizeNumberFormat, type NumberFormat, type Separator } from "@/lib/teams/number-format";
import type { TeamView } from "@/lib/teams/team-view";
import { useWorkspaceOptions } from "./options";
import { useWorkspaceNameAvailability } from "./use-workspace-name";
import { WorkspaceNameField } from "./workspace-name-field";

interface SettingsValues {
  name: string;
  defaultCurrency: string;
  numberFormat: NumberFormat;
  primarySector: string;
  instagram: string;
  canShareByEmail: boolean;
}

const valuesOf = (team: TeamView): SettingsValues => ({
  name: team.name,
  defaultCurrency: team.defaultCurrency,
  numberFormat: team.numberFormat as NumberFormat,
  primarySector: team.signupSurvey.primarySector ?? "",
  instagram: team.socialMedia.instagram ?? "",
  canShareByEmail: team.canShareByEmail,
});

const EXAMPLE_AMOUNT = 1234567.89;

/** The workspace's settings. Admins edit and save them; members see the same fields, disabled. */
export function WorkspaceSettingsForm({ team }: { team: TeamView }) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  const options = useWorkspaceOptions();
  const errors = useFieldErrors();
  const canEdit = team.isTeamAdmin;
  const [savedName, setSavedName] = useState(team.name);
  const [values, setValues] = useState(() => valuesOf(team));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const availability = useWorkspaceNameAvailability(savedName);
  const nameStatus = availability.statusOf(values.name);
  const nameEmpty = !normalizeTeamName(values.name);

  function change<K extends keyof SettingsValues>(field: K, value: SettingsValues[K]) {
    setSaved(false);
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== "name") return;
    if (errors.fields.name) errors.clear();
    availability.schedule(value as string);
  }

  /** Equal separators: a new group separator switches the decimal one (the spec's rule); a new decimal one swaps with the group one. */
  function changeSeparator(which: keyof NumberFormat, separator: Separator) {
    const { decimalSeparator, groupSeparator } = values.numberFormat;
    if (which === "groupSeparator") change("numberFormat", normalizeNumberFormat({ decimalSeparator, groupSeparator: separator }));
    else change("numberFormat", { decimalSeparator: separator, groupSeparator: separator === groupSeparator ? decimalSeparator : groupSeparator });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canEdit || nameEmpty) return;
    setBusy(true);
    setSaved(false);
    errors.clear();
    try {
      const updated = await apiFetch<TeamView>(`/api/team/${team.id}`, {
        body: {
          name: values.name,
          defaultCurrency: values.defaultCurrency,
          numberFormat: values.numberFormat,
          primarySector: values.primarySector || null,
          instagram: values.instagram,
          canShareByEmail: values.canShareByEmail,
        },
      });
      setSavedName(updated.name);
      setValues(valuesOf(updated));
      setSaved(true);
      // The page title and the shell show the name: render them again from the server.
      router.refresh();
    } catch (error) {
      if (isApiError(error) && error.status === 409) availability.markTaken(values.name);
      errors.show(error);
    } finally {
      setBusy(false);
    }
  }

  const example = formatWithSeparators(EXAMPLE_AMOUNT, values.numberFormat);

  return (
    <form onSubmit={submit} noValidate aria-describedby={canEdit ? undefined : "workspace-read-only"}>
      {!canEdit && (
        <Alert id="workspace-read-only" tone="info" className="mb-6">
          {t("settings.readOnly")}
        </Alert>
      )}
      <fieldset disabled={!canEdit} className="grid gap-6">
        {errors.formError && <FormError message={errors.formError} />}
        {saved && <Alert tone="success">{t("settings.saved")}</Alert>}

        <div className="grid gap-5 sm:grid-cols-2">
          <WorkspaceNameField
            containerClassName="sm:col-span-2"
            value={values.name}
            onChange={(name) => change("name", name)}
            status={nameStatus}
            error={errors.fields.name}
            disabled={!canEdit}
          />
          <SelectField
            label={t("fields.primarySector")}
            name="primarySector"
            value={values.primarySector}
            onChange={(event) => change("primarySector", event.target.value)}
            placeholder={t("fields.primarySectorPlaceholder")}
            options={options.sectors}
            error={errors.fields.primarySector}
          />
          <TextField
            label={t("fields.instagram")}
            name="instagram"
            value={values.instagram}
            onChange={(event) => change("instagram", event.target.value)}
            hint={t("fields.instagramHint")}
            autoComplete="off"
            spellCheck={false}
            error={errors.fields.instagram}
          />
        </div>

        <section aria-labelledby="workspace-numbers-title" className="grid gap-5 border-t border-ink-100 pt-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <h3 id="workspace-numbers-title" className="text-sm font-semibold text-ink-900">
              {t("settings.numbersTitle")}
            </h3>
            <p className="mt-1 text-sm text-ink-500">{t("settings.numbersDescription")}</p>
          </div>
          <SelectField
            label={t("fields.defaultCurrency")}
            name="defaultCurrency"
            value={values.defaultCurrency}
            onChange={(event) => change("defaultCurrency", event.target.value)}
            options={options.currencies}
            error={errors.fields.defaultCurrency}
          />
          <div aria-hidden="true" className="hidden sm:block" />
          <SelectField
            label={t("fields.decimalSeparator")}
            name="decimalSeparator"
            value={values.numberFormat.decimalSeparator}
            onChange={(event) => changeSeparator("decimalSeparator", event.target.value as Separator)}
            options={options.separators}
            aria-describedby="workspace-number-example"
            error={errors.fields["numberFormat.decimalSeparator"]}
          />
          <SelectField
            label={t("fields.groupSeparator")}
            name="groupSeparator"
            value={values.numberFormat.groupSeparator}
            onChange={(event) => changeSeparator("groupSeparator", event.target.value as Separator)}
            options={options.separators}
            aria-describedby="workspace-number-example"
            error={errors.fields["numberFormat.groupSeparator"]}
          />
          <p id="workspace-number-example" aria-live="polite" className="rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700 tabular-nums ring-1 ring-ink-200 sm:col-span-2">
            {t("fields.numberExample", { example })}
          </p>
        </section>

        <section aria-labelledby="workspace-sharing-title" className="grid gap-4 border-t border-ink-100 pt-6">
          <h3 id="workspace-sharing-title" className="text-sm font-semibold text-ink-900">
            {t("settings.sharingTitle")}
          </h3>
          <Switch
            name="canShareByEmail"
            label={t("fields.canShareByEmail")}
            description={t("fields.canShareByEmailHint")}
            checked={values.canShareByEmail}
            onChange={(event) => change("canShareByEmail", event.target.checked)}
          />
        </section>

        {canEdit && (
          <div className="flex justify-end border-t border-ink-100 pt-5">
            <Button type="submit" loading={busy} disabled={nameEmpty || nameStatus === "taken"}>
              {t("settings.save")}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
