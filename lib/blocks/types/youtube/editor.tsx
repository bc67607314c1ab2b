"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber } from "../../editor-ui";
import { VIDEO_HEIGHT } from "../../video-url";
import { canonicalYoutubeUrl, YOUTUBE_MAX_START, type YoutubeContent, type YoutubeMeta } from "./definition";
import { VideoUrlField, VideoWidthControl } from "./video-controls";
import { YoutubeView } from "./view";

export function YoutubeEditor({ block, context, readOnly, onChange }: BlockEditorProps<YoutubeContent, YoutubeMeta>) {
  const t = useTranslations("blocks.youtube");
  const meta = block.metaData;
  const setMeta = (patch: Partial<YoutubeMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const preview = <YoutubeView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <VideoUrlField
        label={t("url")}
        hint={t("urlHint")}
        invalidMessage={t("urlInvalid")}
        value={block.content}
        toStored={canonicalYoutubeUrl}
        onChange={(content) => onChange({ content })}
      />
      <BlockToolbar label={t("toolbar")}>
        <ToolbarNumber
          label={t("start")}
          value={meta.startInSeconds}
          min={0}
          max={YOUTUBE_MAX_START}
          onChange={(startInSeconds) => setMeta({ startInSeconds: Math.round(startInSeconds) })}
        />
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
