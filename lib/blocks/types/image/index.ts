import type { BlockModule } from "../../definition";
import { imageDefinition, type ImageContent, type ImageMeta } from "./definition";
import { ImageView } from "./view";

export const imageBlock: BlockModule<ImageContent, ImageMeta> = { definition: imageDefinition, View: ImageView };
