"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Badge, Button, ConfirmDialog, EmptyState, PageHeader } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DesignEditorDocument } from "@/lib/design-templates/editor-data";
import { designPreviewPath, type DesignProduct } from "@/lib/design-templates/products";
import { DefinitionFormDialog } from "./definition-form-dialog";
import { DefinitionThumb } from "./definition-thumb";
import { definitionApi, type EditorDefinition } from "./design-template-api";

// /{product}-design-editor/{teamId}: the super admin's list of a product's design template
// definitions, with create, edit and delete, and links to each design document and its preview.

const linkClasses = "rounded-sm text-sm font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

export function DesignEditorPage({
  product,
  team,
  definitions: initial,
  documents,
}: {
  product: DesignProduct;
  team: { id: string; name: string };
  definitions: EditorDefinition[];
  documents: DesignEditorDocument[];
}) {
  const t = useTranslations("designTemplates");
  const errorMessage = useErrorMessage();
  const [definitions, setDefinitions] = useState(initial);
  /** undefined: no dialog; null: a new definition. */
  const [editing, setEditing] = useState<EditorDefinition | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<EditorDefinition | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const productName = t(`products.${product}`);
  const titleOf = (docId: string, fallback: string) => documents.find((doc) => doc.id === docId)?.title ?? fallback;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(undefined);
    try {
      await definitionApi.remove(deleting.id);
      setDefinitions((list) => list.filter((item) => item.id !== deleting.id));
      setNotice(t("editor.deleted", { title: deleting.title }));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        eyebrow={t("editor.eyebrow", { team: team.name })}
        title={t("editor.title", { product: productName })}
        description={t("editor.description")}
        actions={
          <Button onClick={() => setEditing(null)} leadingIcon={<PlusIcon />}>
            {t("editor.new")}
          </Button>
        }
      />
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {notice && (
          <Alert tone="success" live={false}>
            {notice}
          </Alert>
        )}
      </div>

      {definitions.length === 0 ? (
        <EmptyState title={t("editor.emptyTitle")} text={t("editor.emptyText")} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("editor.listLabel", { product: productName })}>
          {definitions.map((definition) => (
            <li key={definition.id} className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-4 sm:flex-row">
              <DefinitionThumb src={definition.thumb} title={definition.title} />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold text-ink-900">{definition.title}</h2>
                  <Badge tone="accent">{t(`languages.${definition.lang as "en"}`)}</Badge>
                  <Badge tone="neutral">{t(`groups.${definition.group}`)}</Badge>
                  {definition.file && <Badge tone="success">{t("editor.starter")}</Badge>}
                  {definition.docDeleted && <Badge tone="warning">{t("editor.docDeleted")}</Badge>}
                </div>
                <dl className="grid gap-x-6 gap-y-1 text-sm text-ink-600 sm:grid-cols-[auto_1fr]">
                  <dt className="text-ink-500">{t("editor.document")}</dt>
                  <dd className="min-w-0 truncate">{titleOf(definition.docId, definition.docTitle)}</dd>
                  <dt className="text-ink-500">{t("editor.sectors")}</dt>
                  <dd>{definition.sectors.length ? definition.sectors.map((entry) => sectorLabel(entry, t)).join(", ") : t("editor.noSectors")}</dd>
                  <dt className="text-ink-500">{t("editor.sortOrder")}</dt>
                  <dd>{definition.sortOrder}</dd>
                </dl>
                <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Link href={`/document/${encodeURIComponent(definition.docId)}`} className={linkClasses}>
                    {t("editor.openDocument")}
                    <span className="sr-only">: {definition.title}</span>
                  </Link>
                  <Link href={designPreviewPath(definition.id, definition.docId)} className={linkClasses}>
                    {t("editor.preview")}
                    <span className="sr-only">: {definition.title}</span>
                  </Link>
                  <span className="flex-1" />
                  <Button variant="secondary" size="sm" onClick={() => setEditing(definition)} aria-label={t("editor.editLabel", { title: definition.title })}>
                    {t("editor.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger-700 hover:bg-danger-50"
                    aria-label={t("editor.deleteLabel", { title: definition.title })}
                    onClick={() => {
                      setDeleteError(undefined);
                      setDeleting(definition);
                    }}
                  >
                    {t("editor.delete")}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing !== undefined && (
        <DefinitionFormDialog
          open
          key={editing?.id ?? "new"}
          definition={editing}
          product={product}
          documents={documents}
          onClose={() => setEditing(undefined)}
          onSaved={(saved, created) => {
            const docTitle = titleOf(saved.docId, editing?.docTitle ?? "");
            const row: EditorDefinition = { ...saved, docTitle, docDeleted: false };
            setDefinitions((list) => (created ? [...list, row] : list.map((item) => (item.id === saved.id ? row : item))).sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title)));
            setNotice(t(created ? "editor.created" : "editor.saved", { title: saved.title }));
            setEditing(undefined);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("editor.deleteTitle", { title: deleting.title }) : ""}
        text={t("editor.deleteText")}
        confirmLabel={t("editor.delete")}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** "Weddings-90" → "Wedding planning 90". */
function sectorLabel(entry: string, t: ReturnType<typeof useTranslations<"designTemplates">>): string {
  const at = entry.lastIndexOf("-");
  const sector = entry.slice(0, at);
  return t("editor.sectorScore", { sector: t(`sectors.${sector as "Weddings"}`), score: entry.slice(at + 1) });
}
