import type { BlockViewProps } from "../../definition";
import { vimeoEmbedUrl, vimeoId } from "../../video-url";
import { MissingVideo, VideoFrame } from "../youtube/video-frame";
import type { VimeoContent, VimeoMeta } from "./definition";

export function VimeoView({ block, context }: BlockViewProps<VimeoContent, VimeoMeta>) {
  // The frame is built from the parsed id only, never from the stored text.
  const id = vimeoId(block.content);
  if (!id) return context.mode === "editor" ? <MissingVideo label={context.labels.placeholder} /> : null;
  // The brand name is the frame's title: it names the embedded player in every language.
  return <VideoFrame src={vimeoEmbedUrl(id)} watchUrl={`https://vimeo.com/${id}`} title="Vimeo" width={block.metaData.width} height={block.metaData.height} />;
}
