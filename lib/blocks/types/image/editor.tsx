"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { TextField } from "@/components/ui";
import { ALIGNMENTS } from "../../constants";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarToggleGroup } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { ToolbarCheck } from "./controls";
import type { ImageContent, ImageMeta } from "./definition";
import { OverlayPanel } from "./overlay-panel";
import { ImageView } from "./view";
import { nextZoomClicks, zoomScale } from "./zoom";

const TOOL_BUTTON =
  "rounded-md border border-ink-200 px-2 py-1 text-xs text-ink-700 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 aria-expanded:bg-ink-900 aria-expanded:text-white";

export function ImageEditor({ block, context, readOnly, onChange }: BlockEditorProps<ImageContent, ImageMeta>) {
  const t = useTranslations("blocks");
  const meta = block.metaData;
  const overlayId = useId();
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Zoom is a viewing aid of the editor preview only; it is never saved.
  const [zoomClicks, setZoomClicks] = useState(0);
  const scale = zoomScale(zoomClicks);
  const setMeta = (patch: Partial<ImageMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const widthEditable = meta.allowWidthChange && !meta.autoFitWidth;

  const zoomButton = block.content && (
    <button type="button" onClick={() => setZoomClicks(nextZoomClicks)} title={t("image.zoom", { percent: Math.round(scale * 100) })} className={TOOL_BUTTON}>
      {t("image.zoomButton", { percent: Math.round(scale * 100) })}
    </button>
  );
  const preview = (
    <div className="overflow-auto">
      <div style={{ zoom: scale }}>
        <ImageView block={block} context={context} />
      </div>
    </div>
  );

  if (readOnly) {
    return (
      <div className="flex flex-col gap-2">
        {zoomButton && <div className="flex justify-end">{zoomButton}</div>}
        {preview}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <BlockToolbar label={t("image.toolbar")}>
        <ImageChooser teamId={context.teamId} value={block.content} onChange={(content) => onChange({ content })} />
        <ToolbarToggleGroup
          label={t("common.align")}
          value={meta.align}
          options={ALIGNMENTS.map((align) => ({ value: align, label: t(`common.alignOptions.${align}`) }))}
          onChange={(align) => setMeta({ align })}
        />
        <ToolbarCheck label={t("image.autoFit")} checked={meta.autoFitWidth} onChange={(autoFitWidth) => setMeta({ autoFitWidth })} />
        {/* A disabled fieldset disables the number input inside it: the width applies only without auto fit. */}
        <fieldset disabled={!widthEditable} className="contents">
          <ToolbarNumber label={t("image.width")} value={meta.userSpecifiedWidth ?? 100} min={5} max={100} step={5} onChange={(userSpecifiedWidth) => setMeta({ userSpecifiedWidth })} />
        </fieldset>
        <ToolbarCheck label={t("image.hasCaption")} checked={meta.hasCaption} onChange={(hasCaption) => setMeta({ hasCaption })} />
        <button type="button" aria-expanded={overlayOpen} aria-controls={overlayId} onClick={() => setOverlayOpen((open) => !open)} className={TOOL_BUTTON}>
          {t("image.overlaySettings")}
        </button>
        {zoomButton}
      </BlockToolbar>
      {overlayOpen && <OverlayPanel id={overlayId} settings={meta.overlaySettings} onChange={(overlaySettings) => setMeta({ overlaySettings })} />}
      {preview}
      {meta.hasCaption && (
        <TextField
          label={t("image.captionLabel")}
          value={meta.imgCaption}
          maxLength={300}
          placeholder={t("image.captionPlaceholder")}
          onChange={(event) => setMeta({ imgCaption: event.target.value })}
        />
      )}
    </div>
  );
}
