"use client";

import { useTranslations } from "next-intl";
import { Switch, TextField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber } from "../../editor-ui";
import { CAROUSEL_LIMITS, type CarouselContent, type CarouselMeta, type CarouselWatermark } from "./definition";
import { CarouselImageList } from "./image-list";
import { CarouselView } from "./view";

// The carousel's editor: height and autoplay in the toolbar, the preview, the watermark settings and
// the list of images. Changes are saved by the editor's block debounce (500 ms, spec §9's carousel delay).

const SECTION = "page-chrome flex flex-col gap-2 rounded-lg border border-ink-200 bg-ink-50 p-3";

export function CarouselEditor({ block, context, readOnly, onChange }: BlockEditorProps<CarouselContent, CarouselMeta>) {
  const t = useTranslations("blocks.carousel");
  const meta = block.metaData;
  const setMeta = (patch: Partial<CarouselMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const setWatermark = (patch: Partial<CarouselWatermark>) => setMeta({ watermark: { ...meta.watermark, ...patch } });
  const preview = <CarouselView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <BlockToolbar label={t("toolbar")}>
        <ToolbarNumber
          label={t("height")}
          value={meta.height}
          min={CAROUSEL_LIMITS.height.min}
          max={CAROUSEL_LIMITS.height.max}
          step={10}
          onChange={(height) => setMeta({ height: Math.round(height) })}
        />
        <Switch label={t("autoplay")} checked={meta.autoplay} onChange={(event) => setMeta({ autoplay: event.target.checked })} />
      </BlockToolbar>
      {preview}
      <fieldset className={SECTION}>
        <legend className="px-1 text-xs font-medium text-ink-700">{t("watermark")}</legend>
        <Switch label={t("watermarkEnabled")} checked={meta.watermark.enabled} onChange={(event) => setWatermark({ enabled: event.target.checked })} />
        <fieldset disabled={!meta.watermark.enabled} className="contents">
          <TextField
            label={t("watermarkText")}
            value={meta.watermark.text}
            maxLength={CAROUSEL_LIMITS.watermarkText}
            onChange={(event) => setWatermark({ text: event.target.value })}
          />
          <div className="flex flex-wrap gap-3">
            <ToolbarNumber
              label={t("fontSize")}
              value={meta.watermark.fontSize}
              min={CAROUSEL_LIMITS.fontSize.min}
              max={CAROUSEL_LIMITS.fontSize.max}
              onChange={(fontSize) => setWatermark({ fontSize: Math.round(fontSize) })}
            />
            {/* Shown in percent (0 opaque, 100 invisible); stored as 0..1. */}
            <ToolbarNumber
              label={t("transparency")}
              value={Math.round(meta.watermark.transparency * 100)}
              min={0}
              max={100}
              step={5}
              onChange={(percent) => setWatermark({ transparency: percent / 100 })}
            />
          </div>
        </fieldset>
      </fieldset>
      <CarouselImageList teamId={context.teamId} mediaUrl={context.mediaUrl} slides={meta.slides} onChange={(slides) => setMeta({ slides })} />
    </div>
  );
}
