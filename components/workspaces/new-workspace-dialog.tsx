"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useFieldErrors } from "@/components/account/use-field-errors";
import { Button, Dialog, FormError, SelectField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { rememberWorkspace } from "@/lib/client/workspace-cookie";
import { normalizeTeamName } from "@/lib/teams/names";
import type { TeamView } from "@/lib/teams/team-view";
import { useWorkspaceOptions } from "./options";
import { useWorkspaceNameAvailability } from "./use-workspace-name";
import { WorkspaceNameField } from "./workspace-name-field";

export interface NewWorkspaceDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The "new workspace" modal: a name (checked live) and a primary sector. Creating makes the new
 * workspace the current one and opens its settings; the refresh re-renders the shell (switcher, nav).
 */
export function NewWorkspaceDialog({ open, onClose }: NewWorkspaceDialogProps) {
  const t = useTranslations("workspaces");
  const router = useRouter();
  const formId = useId();
  const nameId = useId();
  const options = useWorkspaceOptions();
  const errors = useFieldErrors();
  const availability = useWorkspaceNameAvailability();
  const [name, setName] = useState("");
  const [primarySector, setPrimarySector] = useState("");
  const [busy, setBusy] = useState(false);
  const status = availability.statusOf(name);
  const empty = !normalizeTeamName(name);

  // The dialog (a child, so its effect runs first) has opened: start in the name field.
  useEffect(() => {
    if (open) document.getElementById(nameId)?.focus();
  }, [open, nameId]);

  function close() {
    if (busy) return;
    setName("");
    setPrimarySector("");
    errors.clear();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || busy) return;
    setBusy(true);
    errors.clear();
    try {
      const team = await apiFetch<TeamView>("/api/team", { body: { name, ...(primarySector ? { primarySector } : {}) } });
      setName("");
      setPrimarySector("");
      onClose();
      rememberWorkspace(team.id);
      router.push(`/workspace/${team.id}`);
      router.refresh();
    } catch (error) {
      if (isApiError(error) && error.status === 409) availability.markTaken(name);
      errors.show(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={t("create.title")}
      description={t("create.description")}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t("create.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={empty || status === "taken"}>
            {t("create.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        {errors.formError && <FormError message={errors.formError} />}
        <WorkspaceNameField
          id={nameId}
          value={name}
          onChange={(value) => {
            setName(value);
            if (errors.fields.name) errors.clear();
            availability.schedule(value);
          }}
          status={status}
          error={errors.fields.name}
        />
        <SelectField
          label={t("fields.primarySector")}
          name="primarySector"
          value={primarySector}
          onChange={(event) => setPrimarySector(event.target.value)}
          placeholder={t("fields.primarySectorPlaceholder")}
          options={options.sectors}
          error={errors.fields.primarySector}
        />
      </form>
    </Dialog>
  );
}
