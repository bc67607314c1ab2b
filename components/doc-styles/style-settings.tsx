"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextareaField } from "@/components/ui";
import {
  BLOCK_SPACING,
  COLOR_KEYS,
  CORNER_RADIUS,
  FONT_KEYS,
  HEADING_CASES,
  LINE_HEIGHT,
  type DocStyleData,
  type DocStyleFont,
  type FontKey,
} from "@/lib/doc-styles/schema";
import { CUSTOM_CSS_MAX } from "@/lib/documents/schemas";
import { ColorField } from "./color-field";
import { FontCard } from "./font-card";
import { NumberField } from "./number-field";
import { StyleSection } from "./style-section";
import { usePickerFonts } from "./use-picker-fonts";
import { useProblemText } from "./use-problem-text";

export interface StyleSettingsProps {
  body: DocStyleData;
  disabled: boolean;
  /** Field problems by path ("fonts.h2.color"): message keys or the server's text. */
  problems: Record<string, string>;
  edit: (change: (current: DocStyleData) => DocStyleData) => void;
  onUploadFont: (key: FontKey, file: File) => Promise<void>;
}

const FONT_FIELDS = ["size", "weight", "color", "source", "family", "miscFileId"] as const;

/** The style's settings in sections: fonts, colours, layout and custom CSS. */
export function StyleSettings({ body, disabled, problems, edit, onUploadFont }: StyleSettingsProps) {
  const t = useTranslations("docStyles");
  const problemText = useProblemText();
  usePickerFonts(!disabled);
  const error = (path: string) => problemText(problems[path]);
  const setFont = (key: FontKey, font: DocStyleFont) => edit((current) => ({ ...current, fonts: { ...current.fonts, [key]: font } }));
  const setOther = <K extends keyof DocStyleData["others"]>(key: K, value: DocStyleData["others"][K]) =>
    edit((current) => ({ ...current, others: { ...current.others, [key]: value } }));

  return (
    <div className="flex flex-col gap-4">
      <StyleSection title={t("sections.fonts")} description={t("sections.fontsHint")}>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-1">
          {FONT_KEYS.map((key) => (
            <FontCard
              key={key}
              fontKey={key}
              font={body.fonts[key]}
              uploadedFonts={body.uploadedFonts}
              disabled={disabled}
              errors={Object.fromEntries(FONT_FIELDS.map((field) => [field, error(`fonts.${key}.${field}`)]))}
              onChange={(font) => setFont(key, font)}
              onUpload={(file) => onUploadFont(key, file)}
            />
          ))}
        </div>
      </StyleSection>

      <StyleSection title={t("sections.colors")} description={t("sections.colorsHint")}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-1">
          {COLOR_KEYS.map((key) => (
            <ColorField
              key={key}
              label={t(`colors.${key}`)}
              hint={t(`colors.${key}Hint`)}
              pickerLabel={t("colors.picker", { name: t(`colors.${key}`) })}
              sample={t("colors.sample")}
              value={body.colors[key]}
              disabled={disabled}
              error={error(`colors.${key}`)}
              onChange={(value) => edit((current) => ({ ...current, colors: { ...current.colors, [key]: value } }))}
            />
          ))}
        </div>
      </StyleSection>

      <StyleSection title={t("sections.others")}>
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label={t("others.lineHeight")}
            value={body.others.lineHeight}
            min={LINE_HEIGHT.min}
            max={LINE_HEIGHT.max}
            step={0.05}
            disabled={disabled}
            error={error("others.lineHeight")}
            onChange={(value) => setOther("lineHeight", value)}
          />
          <NumberField
            label={t("others.blockSpacing")}
            value={body.others.blockSpacing}
            min={BLOCK_SPACING.min}
            max={BLOCK_SPACING.max}
            step={1}
            disabled={disabled}
            error={error("others.blockSpacing")}
            onChange={(value) => setOther("blockSpacing", value)}
          />
          <NumberField
            label={t("others.cornerRadius")}
            value={body.others.cornerRadius}
            min={CORNER_RADIUS.min}
            max={CORNER_RADIUS.max}
            step={1}
            disabled={disabled}
            error={error("others.cornerRadius")}
            onChange={(value) => setOther("cornerRadius", value)}
          />
          <SelectField
            label={t("others.headingCase")}
            value={body.others.headingCase}
            disabled={disabled}
            error={error("others.headingCase")}
            onChange={(event) => setOther("headingCase", event.target.value as DocStyleData["others"]["headingCase"])}
            options={HEADING_CASES.map((value) => ({ value, label: t(`others.cases.${value}`) }))}
          />
        </div>
      </StyleSection>

      <StyleSection title={t("sections.customCss")} description={t("customCss.description")}>
        <TextareaField
          label={t("customCss.label")}
          hideLabel
          hint={t("customCss.counter", { count: (body.customCSS ?? "").length, max: CUSTOM_CSS_MAX })}
          value={body.customCSS ?? ""}
          rows={8}
          maxLength={CUSTOM_CSS_MAX}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          readOnly={disabled}
          placeholder={t("customCss.placeholder")}
          error={error("customCSS")}
          onChange={(event) => {
            const customCSS = event.target.value;
            edit((current) => ({ ...current, customCSS }));
          }}
          className="font-mono text-[0.8125rem]"
        />
      </StyleSection>
    </div>
  );
}
