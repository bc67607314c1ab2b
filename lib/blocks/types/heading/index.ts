import type { BlockModule } from "../../definition";
import { headingDefinition, type HeadingContent, type HeadingMeta } from "./definition";
import { HeadingView } from "./view";

export const headingBlock: BlockModule<HeadingContent, HeadingMeta> = { definition: headingDefinition, View: HeadingView };
