"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, Dialog, FormError, SelectField, TextField } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DesignProduct } from "@/lib/design-templates/products";
import { DESIGN_GROUPS, type DesignGroup } from "@/lib/design-templates/groups";
import type { DesignEditorDocument } from "@/lib/design-templates/editor-data";
import { LOCALES } from "@/lib/i18n/locales";
import { definitionApi, type Definition, type DefinitionInput, type EditorDefinition } from "./design-template-api";
import { SectorScoresField, sectorEntriesOf, sectorScoresFrom, type SectorScore } from "./sector-scores-field";

// Creates or edits one definition. The server validates every field; its answer's field problems are
// shown under the fields they name (sectors.2 under the third score).

interface FormState {
  docId: string;
  title: string;
  lang: string;
  group: DesignGroup;
  sortOrder: string;
  thumb: string;
  thumbnailLandscape: string;
  sectors: SectorScore[];
}

const FIELDS = ["docId", "title", "lang", "group", "sortOrder", "thumb", "thumbnailLandscape", "sectors", "product"] as const;

function initialState(definition: EditorDefinition | null, documents: DesignEditorDocument[]): FormState {
  if (definition) {
    return {
      docId: definition.docId,
      title: definition.title,
      lang: definition.lang,
      group: definition.group,
      sortOrder: String(definition.sortOrder),
      thumb: definition.thumb ?? "",
      thumbnailLandscape: definition.thumbnailLandscape ?? "",
      sectors: sectorScoresFrom(definition.sectors),
    };
  }
  return { docId: documents[0]?.id ?? "", title: "", lang: "en", group: DESIGN_GROUPS[0], sortOrder: "0", thumb: "", thumbnailLandscape: "", sectors: [] };
}

export function DefinitionFormDialog({
  open,
  definition,
  product,
  documents,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new definition. */
  definition: EditorDefinition | null;
  product: DesignProduct;
  documents: DesignEditorDocument[];
  onClose: () => void;
  onSaved: (definition: Definition, created: boolean) => void;
}) {
  const t = useTranslations("designTemplates");
  const errorMessage = useErrorMessage();
  const [form, setForm] = useState(() => initialState(definition, documents));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  // The document a definition points to may be in another workspace (or in the bin): keep it choosable.
  const documentOptions = documents.map((doc) => ({ value: doc.id, label: doc.title }));
  if (definition && !documents.some((doc) => doc.id === definition.docId)) documentOptions.unshift({ value: definition.docId, label: t("form.otherDocument", { title: definition.docTitle }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(undefined);
    const sortOrder = /^-?\d+$/.test(form.sortOrder.trim()) ? Number(form.sortOrder.trim()) : form.sortOrder;
    const body: DefinitionInput = {
      docId: form.docId,
      title: form.title,
      lang: form.lang,
      sectors: sectorEntriesOf(form.sectors),
      group: form.group,
      product,
      sortOrder,
      thumb: form.thumb.trim() || null,
      thumbnailLandscape: form.thumbnailLandscape.trim() || null,
    };
    try {
      const { definition: saved } = definition ? await definitionApi.update(definition.id, body) : await definitionApi.create(body);
      onSaved(saved, !definition);
    } catch (failure) {
      const fields = isApiError(failure) ? (failure.fields ?? []) : [];
      const named = Object.fromEntries(fields.map((field) => [field.path, field.message]));
      setErrors(named);
      const unplaced = fields.filter((field) => !FIELDS.includes(field.path as (typeof FIELDS)[number]) && !field.path.startsWith("sectors."));
      if (!fields.length || unplaced.length) setFormError(unplaced.length ? unplaced.map((f) => `${f.path}: ${f.message}`).join(" ") : errorMessage(failure));
      setBusy(false);
    }
  };

  const rowErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => /^sectors\.\d+$/.test(path))
      .map(([path, message]) => [Number(path.split(".")[1]), message]),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      size="lg"
      title={definition ? t("form.editTitle", { title: definition.title }) : t("form.newTitle")}
      description={t("form.description", { product: t(`products.${product}`) })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" form="design-definition-form" loading={busy}>
            {definition ? t("form.save") : t("form.create")}
          </Button>
        </>
      }
    >
      <form id="design-definition-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t("form.document")}
          hint={documents.length ? t("form.documentHint") : t("form.noDocuments")}
          value={form.docId}
          error={errors.docId}
          placeholder={documentOptions.length ? undefined : t("form.chooseDocument")}
          onChange={(event) => set({ docId: event.target.value })}
          options={documentOptions}
        />
        <TextField label={t("form.title")} value={form.title} maxLength={200} error={errors.title} onChange={(event) => set({ title: event.target.value })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t("form.lang")} value={form.lang} error={errors.lang} onChange={(event) => set({ lang: event.target.value })} options={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))} />
          <SelectField
            label={t("form.group")}
            value={form.group}
            error={errors.group}
            onChange={(event) => set({ group: event.target.value as DesignGroup })}
            options={DESIGN_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
          />
        </div>
        <SectorScoresField rows={form.sectors} onChange={(sectors) => set({ sectors })} error={errors.sectors} rowErrors={rowErrors} />
        <TextField label={t("form.sortOrder")} hint={t("form.sortOrderHint")} inputMode="numeric" value={form.sortOrder} error={errors.sortOrder} onChange={(event) => set({ sortOrder: event.target.value })} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("form.thumb")} hint={t("form.pathHint")} placeholder="/design-templates/name.webp" value={form.thumb} error={errors.thumb} onChange={(event) => set({ thumb: event.target.value })} />
          <TextField
            label={t("form.thumbnailLandscape")}
            hint={t("form.pathHint")}
            placeholder="/design-templates/name-landscape.webp"
            value={form.thumbnailLandscape}
            error={errors.thumbnailLandscape}
            onChange={(event) => set({ thumbnailLandscape: event.target.value })}
          />
        </div>
        <FormError message={formError ?? errors.product} />
      </form>
    </Dialog>
  );
}
