"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber } from "../../editor-ui";
import { VIDEO_HEIGHT } from "../../video-url";
import { VideoUrlField, VideoWidthControl } from "../youtube/video-controls";
import { storedVimeoUrl, type VimeoContent, type VimeoMeta } from "./definition";
import { VimeoView } from "./view";

export function VimeoEditor({ block, context, readOnly, onChange }: BlockEditorProps<VimeoContent, VimeoMeta>) {
  const t = useTranslations("blocks.vimeo");
  const meta = block.metaData;
  const setMeta = (patch: Partial<VimeoMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const preview = <VimeoView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <VideoUrlField
        label={t("url")}
        hint={t("urlHint")}
        invalidMessage={t("urlInvalid")}
        value={block.content}
        toStored={storedVimeoUrl}
        onChange={(content) => onChange({ content })}
      />
      <BlockToolbar label={t("toolbar")}>
        <VideoWidthControl
          label={t("width")}
          unitLabel={t("widthUnit")}
          percentLabel={t("widthUnits.percent")}
          pixelsLabel={t("widthUnits.pixels")}
          value={meta.width}
          onChange={(width) => setMeta({ width })}
        />
        <ToolbarNumber
          label={t("height")}
          value={meta.height}
          min={VIDEO_HEIGHT.min}
          max={VIDEO_HEIGHT.max}
          step={10}
          onChange={(height) => setMeta({ height: Math.round(height) })}
        />
      </BlockToolbar>
      {preview}
    </div>
  );
}
