import type { BlockModule } from "../../definition";
import { youtubeDefinition, type YoutubeContent, type YoutubeMeta } from "./definition";
import { YoutubeView } from "./view";

export const youtubeBlock: BlockModule<YoutubeContent, YoutubeMeta> = { definition: youtubeDefinition, View: YoutubeView };
