"use client";

import { useTranslations } from "next-intl";
import { ALIGNMENTS } from "../../constants";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarSelect, ToolbarToggleGroup } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { COVER_HEIGHTS, type CoverContent, type CoverMeta } from "./definition";
import { CoverFrame } from "./frame";
import { COVER_SUBTITLE_CLASS, COVER_TITLE_CLASS, CoverView } from "./view";

const INPUT = "w-full min-w-0 bg-transparent outline-none placeholder:text-white/60 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white/80";

export function CoverEditor({ block, context, readOnly, onChange }: BlockEditorProps<CoverContent, CoverMeta>) {
  const t = useTranslations("blocks");
  const { content, metaData: meta } = block;
  if (readOnly) return <CoverView block={block} context={context} />;
  const setContent = (patch: Partial<CoverContent>) => onChange({ content: { ...content, ...patch } });
  const setMeta = (patch: Partial<CoverMeta>) => onChange({ metaData: { ...meta, ...patch } });
  return (
    <div className="flex flex-col gap-2">
      <BlockToolbar label={t("cover.toolbar")}>
        <ImageChooser
          teamId={context.teamId}
          value={content.imageId}
          onChange={(imageId) => setContent({ imageId })}
          labels={{ choose: t("cover.chooseImage"), replace: t("cover.replaceImage"), remove: t("cover.removeImage") }}
        />
        <ToolbarSelect
          label={t("cover.height")}
          value={meta.height}
          options={COVER_HEIGHTS.map((height) => ({ value: height, label: t(`cover.heights.${height}`) }))}
          onChange={(height) => setMeta({ height })}
        />
        <ToolbarToggleGroup
          label={t("common.align")}
          value={meta.textAlign}
          options={ALIGNMENTS.map((align) => ({ value: align, label: t(`common.alignOptions.${align}`) }))}
          onChange={(textAlign) => setMeta({ textAlign })}
        />
        {content.imageId && (
          <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
            <span>{t("cover.overlayOpacity")}</span>
            <input
              type="range"
              min={0}
              max={0.8}
              step={0.05}
              value={meta.overlayOpacity}
              aria-valuetext={`${Math.round(meta.overlayOpacity * 100)}%`}
              onChange={(event) => setMeta({ overlayOpacity: Number(event.target.value) })}
              className="w-24 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            />
          </label>
        )}
      </BlockToolbar>
      <CoverFrame content={content} meta={meta} context={context}>
        <input
          type="text"
          value={content.title}
          maxLength={200}
          aria-label={t("cover.titleLabel")}
          placeholder={t("cover.titlePlaceholder")}
          onChange={(event) => setContent({ title: event.target.value })}
          className={`${COVER_TITLE_CLASS} ${INPUT}`}
          style={{ textAlign: meta.textAlign }}
        />
        <textarea
          value={content.subtitle}
          maxLength={300}
          rows={2}
          aria-label={t("cover.subtitleLabel")}
          placeholder={t("cover.subtitlePlaceholder")}
          onChange={(event) => setContent({ subtitle: event.target.value })}
          className={`${COVER_SUBTITLE_CLASS} ${INPUT} resize-none`}
          style={{ textAlign: meta.textAlign }}
        />
      </CoverFrame>
    </div>
  );
}
