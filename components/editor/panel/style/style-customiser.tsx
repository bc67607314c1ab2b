"use client";

import { useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";
import { ColorField } from "@/components/doc-styles/color-field";
import { NumberField } from "@/components/doc-styles/number-field";
import { usePickerFonts } from "@/components/doc-styles/use-picker-fonts";
import { Button, SelectField, TextField } from "@/components/ui";
import { contrastRatio, isCssColor } from "@/lib/doc-styles/contrast";
import { BLOCK_SPACING, CORNER_RADIUS, DOC_STYLE_NAME_MAX, FONT_SIZE, HEADING_CASES, LINE_HEIGHT, type DocStyleData } from "@/lib/doc-styles/schema";
import { headingFamilyOf, withBodyFamily, withHeadingColor, withHeadingFamily, withTextColor, withTextSize } from "./customise-draft";
import { FontFamilySelect } from "./font-family-select";

export interface StyleCustomiserProps {
  draft: DocStyleData;
  onChange: (draft: DocStyleData) => void;
  /** Field problems by path ("colors.accent1"): message keys or the server's text. */
  problems: Record<string, string>;
  /** This form's own save is on its way: the controls wait for it. */
  saving: boolean;
  /** Another style call is still on its way: saving waits for it. */
  busy: boolean;
  /** Text of the last failure, shown above the buttons. */
  failure: string | null;
  onSaveForDocument: () => void;
  /** Only for workspace admins, who may add workspace styles. */
  onSaveAsWorkspaceStyle: (() => void) | null;
  onCancel: () => void;
}

const COLOR_FIELDS = ["docBackgroundColor", "docBackgroundColor2", "accent1", "accent2", "accent3"] as const;
const AA = 4.5;
const RANGES: Record<string, { min: number; max: number }> = {
  "fonts.text.size": FONT_SIZE,
  "others.lineHeight": LINE_HEIGHT,
  "others.blockSpacing": BLOCK_SPACING,
  "others.cornerRadius": CORNER_RADIUS,
};

/** "Customise": the style's faces, colours and spacing, applied to the page as they change; saved for the document or as a workspace style. */
export function StyleCustomiser({ draft, onChange, problems, saving, busy, failure, onSaveForDocument, onSaveAsWorkspaceStyle, onCancel }: StyleCustomiserProps) {
  const t = useTranslations("editorPanel.stylePresets.customiser");
  usePickerFonts(true);
  // The editor's own check names a field by a validation key; the server's problems come as text already.
  const error = (...paths: string[]) => {
    const path = paths.find((candidate) => problems[candidate]);
    if (!path) return undefined;
    if (!problems[path].startsWith("validation.")) return problems[path];
    if (RANGES[path]) return t("numberRange", RANGES[path]);
    return path === "name" ? t("nameRequired") : t("colorInvalid");
  };
  const setOther = <K extends keyof DocStyleData["others"]>(key: K, value: DocStyleData["others"][K]) => onChange({ ...draft, others: { ...draft.others, [key]: value } });
  const fontGroups = { system: t("systemFonts"), google: t("googleFonts"), other: t("uploadedFonts") };
  const color = (label: string, value: string, paths: string[], set: (value: string) => void) => (
    <ColorField compact label={label} pickerLabel={t("picker", { name: label })} value={value} disabled={saving} error={error(...paths)} onChange={set} />
  );

  const page = draft.colors.docBackgroundColor;
  const lowContrast = [draft.fonts.text.color, draft.fonts.h2.color]
    .filter((value) => isCssColor(value) && isCssColor(page))
    .map((value) => contrastRatio(value, page))
    .find((ratio) => ratio < AA);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h4 className="text-sm font-semibold text-ink-900">{t("title")}</h4>
        <p className="mt-0.5 text-[0.8125rem] leading-5 text-ink-500">{t("hint")}</p>
      </div>
      <TextField label={t("name")} value={draft.name} maxLength={DOC_STYLE_NAME_MAX} disabled={saving} error={error("name")} onChange={(event) => onChange({ ...draft, name: event.target.value })} />

      <Group title={t("fonts")}>
        <FontFamilySelect label={t("headingFont")} value={headingFamilyOf(draft)} groups={fontGroups} disabled={saving} onChange={(family) => onChange(withHeadingFamily(draft, family))} />
        <FontFamilySelect label={t("bodyFont")} value={draft.fonts.text.family} groups={fontGroups} disabled={saving} onChange={(family) => onChange(withBodyFamily(draft, family))} />
      </Group>

      <Group title={t("colors")}>
        <div className="grid grid-cols-2 gap-x-2.5 gap-y-3">
          {color(t("headingColor"), draft.fonts.h2.color, ["fonts.h2.color", "fonts.h1.color", "fonts.h3.color", "fonts.h4.color"], (value) => onChange(withHeadingColor(draft, value)))}
          {color(t("textColor"), draft.fonts.text.color, ["fonts.text.color"], (value) => onChange(withTextColor(draft, value)))}
          {COLOR_FIELDS.map((key) => (
            <Fragment key={key}>{color(t(key), draft.colors[key], [`colors.${key}`], (value) => onChange({ ...draft, colors: { ...draft.colors, [key]: value } }))}</Fragment>
          ))}
        </div>
        {lowContrast !== undefined && (
          <p role="status" className="rounded-lg border border-warning-200 bg-warning-50 px-3 py-2 text-[0.8125rem] leading-5 text-warning-900">
            {t("lowContrast", { ratio: lowContrast.toFixed(1) })}
          </p>
        )}
      </Group>

      <Group title={t("spacing")}>
        <div className="grid grid-cols-2 items-end gap-3">
          <NumberField label={t("textSize")} value={draft.fonts.text.size} min={FONT_SIZE.min} max={FONT_SIZE.max} step={1} disabled={saving} error={error("fonts.text.size")} onChange={(size) => onChange(withTextSize(draft, size))} />
          <NumberField label={t("lineHeight")} value={draft.others.lineHeight} min={LINE_HEIGHT.min} max={LINE_HEIGHT.max} step={0.05} disabled={saving} error={error("others.lineHeight")} onChange={(value) => setOther("lineHeight", value)} />
          <NumberField label={t("blockSpacing")} value={draft.others.blockSpacing} min={BLOCK_SPACING.min} max={BLOCK_SPACING.max} step={1} disabled={saving} error={error("others.blockSpacing")} onChange={(value) => setOther("blockSpacing", value)} />
          <NumberField label={t("cornerRadius")} value={draft.others.cornerRadius} min={CORNER_RADIUS.min} max={CORNER_RADIUS.max} step={1} disabled={saving} error={error("others.cornerRadius")} onChange={(value) => setOther("cornerRadius", value)} />
        </div>
        <SelectField
          label={t("headingCase")}
          value={draft.others.headingCase}
          disabled={saving}
          onChange={(event) => setOther("headingCase", event.target.value as DocStyleData["others"]["headingCase"])}
          options={HEADING_CASES.map((value) => ({ value, label: t(`cases.${value}`) }))}
        />
      </Group>

      {onSaveAsWorkspaceStyle && (
        <Button fullWidth variant="secondary" disabled={busy} onClick={onSaveAsWorkspaceStyle} className="h-auto! min-h-10 py-2 text-center leading-5 whitespace-normal!">
          {t("saveWorkspace")}
        </Button>
      )}

      {/* Saving for the document and cancelling stay in reach while the controls scroll under them. */}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-1.5 border-t border-ink-100 bg-surface/95 px-4 pt-3 pb-2 backdrop-blur-sm">
        {failure && (
          <p role="alert" className="text-[0.8125rem] font-medium text-danger-700">
            {failure}
          </p>
        )}
        <Button fullWidth loading={saving} disabled={busy} onClick={onSaveForDocument}>
          {t("saveDocument")}
        </Button>
        <Button fullWidth size="sm" variant="ghost" disabled={saving} onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}
