"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { DocumentTitleField } from "@/components/documents/title-length";
import { Button, Dialog, FormError, SelectField } from "@/components/ui";
import { BLOCKS } from "@/lib/blocks/registry";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

/** Starts a saved block of a chosen type, in a chosen workspace; it then opens in the editor. */
export function NewSavedBlockDialog({
  open,
  onClose,
  workspaces,
  defaultTeamId,
}: {
  open: boolean;
  onClose: () => void;
  workspaces: { teamId: string; teamName: string }[];
  defaultTeamId: string;
}) {
  const t = useTranslations("contentTemplates");
  const { name } = useBlockNames();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const types = [...BLOCKS.values()].map((entry) => entry.definition).filter((definition) => !definition.hiddenFromPicker && !definition.fixedPosition);
  const [title, setTitle] = useState("");
  const [teamId, setTeamId] = useState(defaultTeamId);
  const [segmentType, setSegmentType] = useState(types[0]?.type ?? "heading");
  const [busy, setBusy] = useState(false);
  const [titleError, setTitleError] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t("titleRequired"));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { template } = await apiFetch<{ template: { id: string } }>("/api/content-templates", { body: { teamId, title: title.trim(), segmentType } });
      router.push(`/document/${template.id}`);
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={t("newTitle")}
      description={t("newDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="new-saved-block" loading={busy}>
            {t("create")}
          </Button>
        </>
      }
    >
      <form id="new-saved-block" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {/* A saved block is a document: its name has a document's length limit. */}
        <DocumentTitleField label={t("name")} value={title} error={titleError} onChange={(event) => (setTitle(event.target.value), setTitleError(undefined))} />
        <SelectField label={t("type")} value={segmentType} onChange={(event) => setSegmentType(event.target.value)} options={types.map((definition) => ({ value: definition.type, label: name(definition.type) }))} />
        {workspaces.length > 1 && (
          <SelectField label={t("workspace")} value={teamId} onChange={(event) => setTeamId(event.target.value)} options={workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))} />
        )}
        <FormError message={error} />
      </form>
    </Dialog>
  );
}
