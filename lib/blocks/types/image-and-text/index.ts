import type { BlockModule } from "../../definition";
import { imageAndTextDefinition, type ImageAndTextContent, type ImageAndTextMeta } from "./definition";
import { ImageAndTextView } from "./view";

export const imageAndTextBlock: BlockModule<ImageAndTextContent, ImageAndTextMeta> = { definition: imageAndTextDefinition, View: ImageAndTextView };
