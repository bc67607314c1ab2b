"use client";

import type { BlockEditorProps } from "../../definition";
import { VideoEditorLayout } from "../youtube/video-controls";
import { storedVimeoUrl, type VimeoContent, type VimeoMeta } from "./definition";
import { VimeoView } from "./view";

export function VimeoEditor({ block, context, readOnly, onChange }: BlockEditorProps<VimeoContent, VimeoMeta>) {
  const preview = <VimeoView block={block} context={context} />;
  if (readOnly) return preview;
  return (
    <VideoEditorLayout
      messages="blocks.vimeo"
      url={block.content}
      toStored={storedVimeoUrl}
      onUrl={(content) => onChange({ content })}
      size={block.metaData}
      onSize={(patch) => onChange({ metaData: { ...block.metaData, ...patch } })}
      preview={preview}
    />
  );
}
