"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { MemberItem } from "@/components/members/member-item";
import { Alert, Button, Dialog, FormError, SelectField } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import { documentApi } from "./document-api";
import { DocumentTitleField, isTitleTooLong } from "./title-length";
import type { WorkspaceOption } from "./document-item";

// The dialogs of the documents screens: rename, transfer to a colleague, move to another workspace,
// and a yes-or-no question before deleting. Each one's form starts afresh whenever it opens.

export interface DialogTarget {
  id: string;
  title: string;
  teamId: string;
  teamName: string;
  ownerId: string;
}

/** The first problem the server named for a field, if any. */
function fieldProblem(error: unknown, path: string): string | undefined {
  return isApiError(error) ? error.fields?.find((field) => field.path === path)?.message : undefined;
}

// ---- Rename

export function RenameDialog({ target, onClose, onRenamed }: { target: DialogTarget | null; onClose: () => void; onRenamed: (title: string) => void }) {
  const t = useTranslations("documents");
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("rename.title")}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("dialogs.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("rename.submit")}
          </Button>
        </>
      }
    >
      {target && <RenameForm key={target.id} formId={formId} target={target} busy={busy} setBusy={setBusy} onRenamed={onRenamed} />}
    </Dialog>
  );
}

function RenameForm({
  formId,
  target,
  busy,
  setBusy,
  onRenamed,
}: {
  formId: string;
  target: DialogTarget;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onRenamed: (title: string) => void;
}) {
  const t = useTranslations("documents");
  const tc = useTranslations("ui.characterCount");
  const errorText = useErrorMessage();
  const inputId = useId();
  const [title, setTitle] = useState(target.title);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  // After the dialog has opened (showModal focuses its first control): start in the title, selected.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [inputId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = title.trim();
    // A title stored before the limit may be longer: it is kept until renamed, and a rename must fit.
    const problem = !trimmed ? t("errors.titleEmpty") : isTitleTooLong(trimmed) ? tc("tooLong", { max: DOCUMENT_TITLE_MAX }) : undefined;
    if (problem) {
      setFieldError(problem);
      document.getElementById(inputId)?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(undefined);
    try {
      const answer = await documentApi.rename(target.id, trimmed);
      onRenamed(answer?.title ?? trimmed);
    } catch (error) {
      const problem = fieldProblem(error, "title");
      if (problem) setFieldError(problem);
      else setFormError(t("errors.renameFailed", { reason: errorText(error) }));
      document.getElementById(inputId)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <DocumentTitleField
        id={inputId}
        label={t("rename.label")}
        name="title"
        value={title}
        autoComplete="off"
        required
        onChange={(event) => {
          setTitle(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
      />
    </form>
  );
}

// ---- Transfer to a colleague

export type MembersState = { status: "loading" } | { status: "ready"; members: MemberItem[] } | { status: "error"; message: string };

export function TransferDialog({
  target,
  members,
  onClose,
  onTransferred,
}: {
  target: DialogTarget | null;
  members: MembersState;
  onClose: () => void;
  onTransferred: (member: { userId: string; name: string }) => void;
}) {
  const t = useTranslations("documents");
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const colleagues =
    members.status === "ready" && target
      ? members.members.filter((member) => member.status === "active" && member.account && member.account._id !== target.ownerId)
      : [];
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("transfer.title")}
      description={target ? t("transfer.description", { title: target.title, workspace: target.teamName }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("dialogs.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={colleagues.length === 0}>
            {t("transfer.submit")}
          </Button>
        </>
      }
    >
      {target && members.status === "loading" && <p className="text-sm text-ink-500">{t("transfer.loading")}</p>}
      {target && members.status === "error" && <FormError message={members.message} />}
      {target && members.status === "ready" && colleagues.length === 0 && <Alert tone="info">{t("transfer.none")}</Alert>}
      {target && colleagues.length > 0 && (
        <ChoiceForm
          key={target.id}
          formId={formId}
          label={t("transfer.member")}
          placeholder={t("transfer.choose")}
          options={colleagues.map((member) => ({
            value: member.account?._id ?? "",
            label: `${member.account?.firstname ?? ""} ${member.account?.lastname ?? ""}`.trim() || (member.account?.email ?? ""),
          }))}
          field="userId"
          busy={busy}
          setBusy={setBusy}
          submit={(userId) => documentApi.transfer(target.id, userId)}
          onDone={(userId, label) => onTransferred({ userId, name: label })}
        />
      )}
    </Dialog>
  );
}

// ---- Move to another workspace

export function MoveDialog({
  target,
  workspaces,
  onClose,
  onMoved,
}: {
  target: DialogTarget | null;
  workspaces: WorkspaceOption[];
  onClose: () => void;
  onMoved: (workspace: { teamId: string; teamName: string }) => void;
}) {
  const t = useTranslations("documents");
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const others = target ? workspaces.filter((workspace) => workspace.teamId !== target.teamId) : [];
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("move.title")}
      description={target ? t("move.description", { title: target.title, workspace: target.teamName }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("dialogs.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={others.length === 0}>
            {t("move.submit")}
          </Button>
        </>
      }
    >
      {target && others.length === 0 && <Alert tone="info">{t("move.none")}</Alert>}
      {target && others.length > 0 && (
        <ChoiceForm
          key={target.id}
          formId={formId}
          label={t("move.workspace")}
          placeholder={t("move.choose")}
          options={others.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))}
          field="teamId"
          busy={busy}
          setBusy={setBusy}
          submit={(teamId) => documentApi.move(target.id, teamId)}
          onDone={(teamId, teamName) => onMoved({ teamId, teamName })}
        />
      )}
    </Dialog>
  );
}

/** One required choice from a list, sent to the server; its errors are shown in the form. */
function ChoiceForm({
  formId,
  label,
  placeholder,
  options,
  field,
  busy,
  setBusy,
  submit,
  onDone,
}: {
  formId: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  field: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  submit: (value: string) => Promise<unknown>;
  onDone: (value: string, label: string) => void;
}) {
  const t = useTranslations("validation");
  const errorText = useErrorMessage();
  const selectId = useId();
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(selectId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [selectId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!value) {
      setFieldError(t("required"));
      document.getElementById(selectId)?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setFormError(undefined);
    try {
      await submit(value);
      onDone(value, options.find((option) => option.value === value)?.label ?? "");
    } catch (error) {
      const problem = fieldProblem(error, field);
      if (problem) setFieldError(problem);
      else setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <SelectField
        id={selectId}
        label={label}
        value={value}
        required
        placeholder={placeholder}
        options={options}
        onChange={(event) => {
          setValue(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
      />
    </form>
  );
}
