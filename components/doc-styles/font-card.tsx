"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button, SelectField } from "@/components/ui";
import { fontFamilyList } from "@/lib/doc-styles/fonts";
import { FONT_SIZE, FONT_SOURCES, FONT_WEIGHTS, type DocStyleFont, type FontKey, type UploadedFont } from "@/lib/doc-styles/schema";
import { ColorField } from "./color-field";
import { NumberField } from "./number-field";
import { familiesFor, withFamily, withSource, withWeight } from "./style-form";

/** The font files a style may name (the misc-file route accepts these for fonts). */
export const FONT_FILE_ACCEPT = ".woff2,.woff,.ttf,.otf,font/woff2,font/woff,font/ttf,font/otf";

export interface FontCardProps {
  fontKey: FontKey;
  font: DocStyleFont;
  uploadedFonts: readonly UploadedFont[];
  disabled: boolean;
  /** Field problems under `fonts.<key>`, by the field's own name ("color", "size"...), already as text. */
  errors: Partial<Record<keyof DocStyleFont, string>>;
  onChange: (font: DocStyleFont) => void;
  /** Uploads a font file and makes it this font's; rejects with the text to show. */
  onUpload: (file: File) => Promise<void>;
}

/** One text level's font: where it comes from, which family, size, weight and colour. */
export function FontCard({ fontKey, font, uploadedFonts, disabled, errors, onChange, onUpload }: FontCardProps) {
  const t = useTranslations("docStyles.font");
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const families = familiesFor(font.source, uploadedFonts);
  // A family the list does not hold (an imported style's) stays choosable rather than silently replaced.
  const options = families.includes(font.family) || font.source === "uploaded" ? families : [font.family, ...families];

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      await onUpload(file);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <fieldset className="rounded-xl border border-ink-200 bg-surface p-4">
      <legend className="sr-only">{t(`levels.${fontKey}`)}</legend>
      <div aria-hidden="true" className="mb-3 flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-ink-900">{t(`levels.${fontKey}`)}</span>
        <span className="truncate text-lg text-ink-800" style={{ fontFamily: fontFamilyList(font.family), fontWeight: font.weight }}>
          {font.family}
        </span>
      </div>
      {fontKey === "h1" && <p className="-mt-1 mb-3 text-[0.8125rem] leading-5 text-ink-500">{t("h1Note")}</p>}
      {options.length > 0 ? (
        <SelectField
          label={t("family")}
          value={font.family}
          disabled={disabled}
          error={errors.family ?? errors.miscFileId}
          onChange={(event) => onChange(withFamily(font, event.target.value, uploadedFonts))}
        >
          {font.source === "uploaded" && !options.includes(font.family) && <option value={font.family}>{t("chooseUploaded")}</option>}
          {options.map((family) => (
            <option key={family} value={family} style={{ fontFamily: fontFamilyList(family) }}>
              {family}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink-800">{t("family")}</span>
          <p className="text-[0.8125rem] text-ink-500">{t("noUploaded")}</p>
        </div>
      )}
      {font.source === "uploaded" && (
        <div className="mt-2 flex flex-col gap-1.5">
          <input ref={fileRef} type="file" accept={FONT_FILE_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => upload(event.target.files?.[0])} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button size="sm" variant="secondary" disabled={disabled} loading={uploading} onClick={() => fileRef.current?.click()}>
              {t("upload")}
            </Button>
            <span className="text-[0.8125rem] text-ink-500">{t("uploadHint")}</span>
          </div>
          {(uploadError || (options.length === 0 && errors.miscFileId)) && (
            <p role="alert" className="text-[0.8125rem] font-medium text-danger-700">
              {uploadError ?? errors.miscFileId}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <SelectField
          label={t("source")}
          value={font.source}
          disabled={disabled}
          error={errors.source}
          onChange={(event) => onChange(withSource(font, event.target.value as DocStyleFont["source"], uploadedFonts))}
          options={FONT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
        />
        <SelectField
          label={t("weight")}
          value={String(font.weight)}
          disabled={disabled}
          error={errors.weight}
          onChange={(event) => onChange(withWeight(font, Number(event.target.value), uploadedFonts))}
          options={FONT_WEIGHTS.map((weight) => ({ value: String(weight), label: t(`weights.${weight}`) }))}
        />
        <NumberField
          label={t("size")}
          value={font.size}
          min={FONT_SIZE.min}
          max={FONT_SIZE.max}
          step={1}
          disabled={disabled}
          error={errors.size}
          onChange={(size) => onChange({ ...font, size })}
        />
        <ColorField
          label={t("color")}
          pickerLabel={t("colorPicker", { level: t(`levels.${fontKey}`) })}
          value={font.color}
          disabled={disabled}
          error={errors.color}
          onChange={(color) => onChange({ ...font, color })}
        />
      </div>
    </fieldset>
  );
}
