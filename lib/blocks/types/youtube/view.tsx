import type { BlockViewProps } from "../../definition";
import { youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from "../../video-url";
import type { YoutubeContent, YoutubeMeta } from "./definition";
import { MissingVideo, VideoFrame } from "./video-frame";

export function YoutubeView({ block, context }: BlockViewProps<YoutubeContent, YoutubeMeta>) {
  // The frame is built from the parsed id only, never from the stored text.
  const id = youtubeId(block.content);
  if (!id) return context.mode === "editor" ? <MissingVideo label={context.labels.placeholder} /> : null;
  const meta = block.metaData;
  // The brand name is the frame's title: it names the embedded player in every language.
  return <VideoFrame src={youtubeEmbedUrl(id, meta.startInSeconds)} watchUrl={youtubeWatchUrl(id)} title="YouTube" width={meta.width} height={meta.height} />;
}
