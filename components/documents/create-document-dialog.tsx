"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Alert, Button, cx, Dialog, FormError, SelectField, TextField } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DOCUMENT_TITLE_MAX, PROJECT_MAX } from "@/lib/documents/limits";
import { DOCUMENT_TYPES, documentApi, type DocumentType } from "./document-api";
import type { DocumentItem, WorkspaceOption } from "./document-item";

export interface CreateDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  workspaces: WorkspaceOption[];
  /** The workspace the new document goes to unless another is chosen. */
  defaultTeamId: string;
}

type Start = "blank" | "template";
type Templates = { status: "idle" | "loading" } | { status: "ready"; items: DocumentItem[] } | { status: "error"; message: string };

/**
 * A new document: blank (title, type, optional project) or from one of the workspace's team
 * templates. Creating opens the document.
 */
export function CreateDocumentDialog({ open, onClose, workspaces, defaultTeamId }: CreateDocumentDialogProps) {
  const t = useTranslations("documents");
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("create.title")}
      description={t("create.description")}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t("dialogs.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("create.submit")}
          </Button>
        </>
      }
    >
      {/* Mounted only while open: a fresh form each time. */}
      {open && <CreateForm formId={formId} workspaces={workspaces} defaultTeamId={defaultTeamId} busy={busy} setBusy={setBusy} />}
    </Dialog>
  );
}

function CreateForm({
  formId,
  workspaces,
  defaultTeamId,
  busy,
  setBusy,
}: {
  formId: string;
  workspaces: WorkspaceOption[];
  defaultTeamId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const t = useTranslations("documents");
  const router = useRouter();
  const errorText = useErrorMessage();
  const titleId = useId();
  const templateId = useId();
  const startName = useId();
  const [teamId, setTeamId] = useState(defaultTeamId || workspaces[0]?.teamId || "");
  const [start, setStart] = useState<Start>("blank");
  const [title, setTitle] = useState("");
  const [type, setType] = useState<DocumentType>("proposal");
  const [project, setProject] = useState("");
  const [template, setTemplate] = useState("");
  const [templates, setTemplates] = useState<Templates>({ status: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const templatesRequest = useRef(0);

  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(titleId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [titleId]);

  function loadTemplates(forTeam: string) {
    const request = ++templatesRequest.current;
    setTemplate("");
    setTemplates({ status: "loading" });
    documentApi
      .teamTemplates(forTeam)
      .then((page) => request === templatesRequest.current && setTemplates({ status: "ready", items: page.items }))
      .catch((error) => request === templatesRequest.current && setTemplates({ status: "error", message: errorText(error) }));
  }

  function chooseStart(next: Start) {
    setStart(next);
    setFieldErrors({});
    if (next === "template" && templates.status === "idle") loadTemplates(teamId);
  }

  function chooseTeam(next: string) {
    setTeamId(next);
    if (start === "template") loadTemplates(next);
    else setTemplates({ status: "idle" });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (start === "template" && !template) {
      setFieldErrors({ template: t("create.templateRequired") });
      document.getElementById(templateId)?.focus();
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(undefined);
    try {
      const created =
        start === "template"
          ? await documentApi.createFromTeamTemplate(template, teamId)
          : await documentApi.create(teamId, { type, ...(title.trim() ? { title: title.trim() } : {}), ...(project.trim() ? { project: project.trim() } : {}) });
      router.push(`/document/${created.id}`);
      // The page changes under the dialog; it stays busy until then.
    } catch (error) {
      const fields: Record<string, string> = {};
      for (const problem of isApiError(error) ? (error.fields ?? []) : []) fields[problem.path] ??= problem.message;
      const known = ["title", "type", "project", "teamId"].filter((name) => fields[name]);
      setFieldErrors(fields);
      setFormError(known.length ? undefined : errorText(error));
      setBusy(false);
    }
  }

  const radioClass = (selected: boolean) =>
    cx(
      "flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600",
      selected ? "border-accent-500 bg-accent-50/60" : "border-ink-200 hover:border-ink-300",
    );

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormError message={formError} />
      {workspaces.length > 1 && (
        <SelectField
          label={t("create.workspace")}
          value={teamId}
          onChange={(event) => chooseTeam(event.target.value)}
          options={workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))}
          error={fieldErrors.teamId}
        />
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-800">{t("create.start")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(["blank", "template"] as const).map((option) => (
            <label key={option} className={radioClass(start === option)}>
              <input
                type="radio"
                name={startName}
                value={option}
                checked={start === option}
                onChange={() => chooseStart(option)}
                className="mt-1 size-4 accent-accent-600"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-ink-900">{t(option === "blank" ? "create.blank" : "create.fromTemplate")}</span>
                <span className="text-[0.8125rem] leading-5 text-ink-500">{t(option === "blank" ? "create.blankHint" : "create.fromTemplateHint")}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {start === "blank" ? (
        <>
          <TextField
            id={titleId}
            label={t("create.titleLabel")}
            name="title"
            value={title}
            maxLength={DOCUMENT_TITLE_MAX}
            autoComplete="off"
            placeholder={t("create.titlePlaceholder")}
            onChange={(event) => setTitle(event.target.value)}
            error={fieldErrors.title}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t("create.type")}
              name="type"
              value={type}
              onChange={(event) => setType(event.target.value as DocumentType)}
              options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              error={fieldErrors.type}
            />
            <TextField
              label={t("create.project")}
              name="project"
              value={project}
              maxLength={PROJECT_MAX}
              autoComplete="off"
              hint={t("create.projectHint")}
              onChange={(event) => setProject(event.target.value)}
              error={fieldErrors.project}
            />
          </div>
        </>
      ) : templates.status === "error" ? (
        <FormError message={templates.message} />
      ) : templates.status === "ready" && templates.items.length === 0 ? (
        <Alert tone="info">{t("create.noTemplates")}</Alert>
      ) : (
        <SelectField
          id={templateId}
          label={t("create.template")}
          value={template}
          disabled={templates.status !== "ready"}
          placeholder={templates.status === "ready" ? t("create.chooseTemplate") : t("create.loadingTemplates")}
          options={templates.status === "ready" ? templates.items.map((item) => ({ value: item.id, label: item.title })) : []}
          onChange={(event) => {
            setTemplate(event.target.value);
            setFieldErrors({});
          }}
          error={fieldErrors.template}
        />
      )}
    </form>
  );
}
