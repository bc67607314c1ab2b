import type { BlockModule } from "../../definition";
import { coverImageDefinition, type CoverImageContent, type CoverImageMeta } from "./definition";
import { CoverImageView } from "./view";

export const coverImageBlock: BlockModule<CoverImageContent, CoverImageMeta> = { definition: coverImageDefinition, View: CoverImageView };
