"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarToggleGroup } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { RichTextEditor } from "../../rich-text";
import { genericImageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import { IMAGE_SIDES, SPLITTER_WIDTH, type ImageAndTextContent, type ImageAndTextMeta } from "./definition";
import { ImageAndTextLayout } from "./layout";
import { ImageAndTextView } from "./view";

export function ImageAndTextEditor({ block, context, readOnly, onChange }: BlockEditorProps<ImageAndTextContent, ImageAndTextMeta>) {
  const t = useTranslations("blocks.image-and-text");
  const splitterId = useId();
  const { content, metaData: meta } = block;
  if (readOnly) return <ImageAndTextView block={block} context={context} />;
  const setMeta = (patch: Partial<ImageAndTextMeta>) => onChange({ metaData: { ...meta, ...patch } });
  return (
    <div className="flex flex-col gap-2">
      <BlockToolbar label={t("toolbar")}>
        <ImageChooser teamId={context.teamId} value={content.imageId} onChange={(imageId) => onChange({ content: { ...content, imageId } })} />
        <label htmlFor={splitterId} className="text-xs text-ink-600">
          {t("splitter")}
        </label>
        <input
          id={splitterId}
          type="range"
          min={SPLITTER_WIDTH.min}
          max={SPLITTER_WIDTH.max}
          step={1}
          value={meta.splitterWidth}
          aria-valuetext={t("splitterValue", { percent: Math.round(meta.splitterWidth) })}
          onChange={(event) => setMeta({ splitterWidth: Number(event.target.value) })}
          className="w-28 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        />
        <output htmlFor={splitterId} className="min-w-9 text-xs tabular-nums text-ink-700">
          {Math.round(meta.splitterWidth)}%
        </output>
        <ToolbarToggleGroup
          label={t("imageSide")}
          value={meta.imageSide}
          options={IMAGE_SIDES.map((side) => ({ value: side, label: t(`imageSideOptions.${side}`) }))}
          onChange={(imageSide) => setMeta({ imageSide })}
        />
      </BlockToolbar>
      <ImageAndTextLayout
        meta={meta}
        image={
          content.imageId ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by our API; the URL comes from the context
            <img src={context.mediaUrl(content.imageId)} alt={genericImageAlt(context)} decoding="async" className="block h-auto w-full" />
          ) : (
            <MissingImage label={context.labels.imageMissing} />
          )
        }
        text={
          <RichTextEditor
            value={content.html}
            onChange={(html) => onChange({ content: { ...content, html } })}
            ariaLabel={t("textLabel")}
            placeholder={t("textPlaceholder")}
          />
        }
      />
    </div>
  );
}
