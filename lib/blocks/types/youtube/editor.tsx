"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import { ToolbarNumber } from "../../editor-ui";
import { canonicalYoutubeUrl, YOUTUBE_MAX_START, type YoutubeContent, type YoutubeMeta } from "./definition";
import { VideoEditorLayout } from "./video-controls";
import { YoutubeView } from "./view";

export function YoutubeEditor({ block, context, readOnly, onChange }: BlockEditorProps<YoutubeContent, YoutubeMeta>) {
  const t = useTranslations("blocks.youtube");
  const meta = block.metaData;
  const setMeta = (patch: Partial<YoutubeMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const preview = <YoutubeView block={block} context={context} />;
  if (readOnly) return preview;
  return (
    <VideoEditorLayout
      messages="blocks.youtube"
      url={block.content}
      toStored={canonicalYoutubeUrl}
      onUrl={(content) => onChange({ content })}
      size={meta}
      onSize={setMeta}
      preview={preview}
    >
      <ToolbarNumber
        label={t("start")}
        value={meta.startInSeconds}
        min={0}
        max={YOUTUBE_MAX_START}
        onChange={(startInSeconds) => setMeta({ startInSeconds: Math.round(startInSeconds) })}
      />
    </VideoEditorLayout>
  );
}
