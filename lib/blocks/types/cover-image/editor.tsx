"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarToggleGroup } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { COVER_IMAGE_FOCALS, COVER_IMAGE_HEIGHT, type CoverImageContent, type CoverImageMeta } from "./definition";
import { CoverImageView } from "./view";

export function CoverImageEditor({ block, context, readOnly, onChange }: BlockEditorProps<CoverImageContent, CoverImageMeta>) {
  const t = useTranslations("blocks.cover-image");
  const meta = block.metaData;
  if (readOnly) return <CoverImageView block={block} context={context} />;
  const setMeta = (patch: Partial<CoverImageMeta>) => onChange({ metaData: { ...meta, ...patch } });
  return (
    <div className="flex flex-col gap-2">
      <BlockToolbar label={t("toolbar")}>
        <ImageChooser teamId={context.teamId} value={block.content} onChange={(content) => onChange({ content })} />
        <ToolbarNumber
          label={t("height")}
          value={meta.height}
          min={COVER_IMAGE_HEIGHT.min}
          max={COVER_IMAGE_HEIGHT.max}
          step={10}
          onChange={(height) => setMeta({ height: Math.round(height) })}
        />
        <ToolbarToggleGroup
          label={t("focal")}
          value={meta.focal}
          options={COVER_IMAGE_FOCALS.map((focal) => ({ value: focal, label: t(`focalOptions.${focal}`) }))}
          onChange={(focal) => setMeta({ focal })}
        />
      </BlockToolbar>
      <CoverImageView block={block} context={context} />
    </div>
  );
}
