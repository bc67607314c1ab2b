"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { designApi, type DesignOption } from "@/components/designs/design-api";
import { DesignPicker } from "@/components/designs/design-picker";
import { Alert, Button, cx, DelayedSpinner, Dialog, FormError, SelectField, TextField } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { designsPath } from "@/lib/design-templates/products";
import { PROJECT_MAX } from "@/lib/documents/limits";
import { DOCUMENT_TYPES, documentApi, type DocumentType } from "./document-api";
import type { DocumentItem, WorkspaceOption } from "./document-item";
import { DocumentTitleField } from "./title-length";

export interface CreateDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  workspaces: WorkspaceOption[];
  /** The workspace the new document goes to unless another is chosen. */
  defaultTeamId: string;
  /** Designs to offer at once (the welcome page hands them over, ranked for the default workspace); else loaded when asked for. */
  designs?: DesignOption[];
  /** Each workspace's primary sector: the designs offered are the best matches for the chosen workspace's. */
  designSectors?: Record<string, string | null>;
  /** How the dialog opens: an empty document (the default) or a design, perhaps one already chosen. */
  initialStart?: Start;
  initialDesignId?: string;
}

export type Start = "blank" | "design" | "template";
type Templates = { status: "idle" | "loading" } | { status: "ready"; items: DocumentItem[] } | { status: "error"; message: string };
type Designs = { status: "idle" } | { status: "loading"; sector: string | null } | { status: "ready"; sector: string | null; items: DesignOption[] } | { status: "error"; message: string };

const START_OPTIONS = [
  { value: "blank", label: "documents.create.blank", hint: "documents.create.blankHint" },
  { value: "design", label: "designs.create.option", hint: "designs.create.optionHint" },
  { value: "template", label: "documents.create.fromTemplate", hint: "documents.create.fromTemplateHint" },
] as const;

/**
 * A new document: blank (title, type, optional project), from a design template (the best matches
 * for the workspace's sector in the user's language, as thumbnails), or from one of the workspace's
 * team templates. Creating opens the document.
 */
export function CreateDocumentDialog({ open, onClose, workspaces, defaultTeamId, ...start }: CreateDocumentDialogProps) {
  const t = useTranslations("documents");
  const tDesigns = useTranslations("designs");
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
      description={tDesigns("create.description")}
      size="lg"
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
      {open && <CreateForm formId={formId} workspaces={workspaces} defaultTeamId={defaultTeamId} busy={busy} setBusy={setBusy} {...start} />}
    </Dialog>
  );
}

function CreateForm({
  formId,
  workspaces,
  defaultTeamId,
  busy,
  setBusy,
  designs: initialDesigns,
  designSectors,
  initialStart = "blank",
  initialDesignId = "",
}: {
  formId: string;
  workspaces: WorkspaceOption[];
  defaultTeamId: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
} & Pick<CreateDocumentDialogProps, "designs" | "designSectors" | "initialStart" | "initialDesignId">) {
  const t = useTranslations("documents");
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorMessage();
  const titleId = useId();
  const templateId = useId();
  const startName = useId();
  const designsId = useId();
  const [teamId, setTeamId] = useState(defaultTeamId || workspaces[0]?.teamId || "");
  const sectorOf = (team: string) => designSectors?.[team] ?? null;
  const [start, setStart] = useState<Start>(initialStart);
  const [title, setTitle] = useState("");
  const [type, setType] = useState<DocumentType>("proposal");
  const [project, setProject] = useState("");
  const [template, setTemplate] = useState("");
  const [templates, setTemplates] = useState<Templates>({ status: "idle" });
  const [design, setDesign] = useState(initialDesignId);
  const [designs, setDesigns] = useState<Designs>(() =>
    initialDesigns ? { status: "ready", sector: sectorOf(defaultTeamId || workspaces[0]?.teamId || ""), items: initialDesigns } : { status: "idle" },
  );
  const designsRequest = useRef(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const templatesRequest = useRef(0);

  useEffect(() => {
    // Opened on a design: focus its thumbnail (or the first); else the title.
    const frame = requestAnimationFrame(() => {
      const picker = document.getElementById(designsId);
      const radio = picker?.querySelector<HTMLInputElement>("input:checked") ?? picker?.querySelector<HTMLInputElement>("input");
      (radio ?? document.getElementById(titleId))?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [titleId, designsId]);

  useEffect(() => {
    if (initialStart === "design" && !initialDesigns) loadDesigns(teamId);
    // Once, on opening: later loads follow the user's choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The designs for the workspace's sector; kept when the sector is the same. */
  function loadDesigns(forTeam: string) {
    const sector = sectorOf(forTeam);
    if ((designs.status === "ready" || designs.status === "loading") && designs.sector === sector) return;
    const request = ++designsRequest.current;
    setDesigns({ status: "loading", sector });
    designApi
      .list(locale, sector)
      .then((items) => {
        if (request !== designsRequest.current) return;
        setDesigns({ status: "ready", sector, items });
        setDesign((current) => (items.some((item) => item.id === current) ? current : ""));
      })
      .catch((error) => request === designsRequest.current && setDesigns({ status: "error", message: errorText(error) }));
  }

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
    if (next === "design") loadDesigns(teamId);
  }

  function chooseTeam(next: string) {
    setTeamId(next);
    if (start === "template") loadTemplates(next);
    else setTemplates({ status: "idle" });
    if (start === "design") loadDesigns(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (start === "template" && !template) {
      setFieldErrors({ template: t("create.templateRequired") });
      document.getElementById(templateId)?.focus();
      return;
    }
    if (start === "design" && !design) {
      setFieldErrors({ design: tAll("designs.create.required") });
      document.getElementById(designsId)?.focus();
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(undefined);
    try {
      const created =
        start === "template"
          ? await documentApi.createFromTeamTemplate(template, teamId)
          : start === "design"
            ? await designApi.createDocument(teamId, design)
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
        <div className="grid gap-2 sm:grid-cols-3">
          {START_OPTIONS.map((option) => (
            <label key={option.value} className={radioClass(start === option.value)}>
              <input
                type="radio"
                name={startName}
                value={option.value}
                checked={start === option.value}
                onChange={() => chooseStart(option.value)}
                className="mt-1 size-4 accent-accent-600"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-ink-900">{tAll(option.label)}</span>
                <span className="text-[0.8125rem] leading-5 text-ink-500">{tAll(option.hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {start === "design" ? (
        <DesignChoice
          designs={designs}
          value={design}
          error={fieldErrors.design}
          pickerId={designsId}
          onChange={(id) => {
            setDesign(id);
            setFieldErrors({});
          }}
        />
      ) : start === "blank" ? (
        <>
          <DocumentTitleField
            id={titleId}
            label={t("create.titleLabel")}
            name="title"
            value={title}
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

/** The design step: the picker, or its loading, error and empty states, and the way to the galleries. */
function DesignChoice({ designs, value, error, pickerId, onChange }: { designs: Designs; value: string; error?: string; pickerId: string; onChange: (id: string) => void }) {
  const t = useTranslations("designs");
  if (designs.status === "error") return <FormError message={designs.message} />;
  if (designs.status !== "ready") {
    return (
      <div className="flex justify-center py-12 text-ink-500">
        <DelayedSpinner label={t("create.loading")} />
      </div>
    );
  }
  if (designs.items.length === 0) return <Alert tone="info">{t("create.none")}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <DesignPicker id={pickerId} designs={designs.items} value={value} onChange={onChange} error={error} />
      <Link href={designsPath("proposal")} className="self-start text-sm font-medium text-accent-700 underline-offset-2 hover:underline">
        {t("create.browseAll")}
      </Link>
    </div>
  );
}
