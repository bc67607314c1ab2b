import type { BlockModule } from "../../definition";
import { paragraphDefinition, type ParagraphContent, type ParagraphMeta } from "./definition";
import { ParagraphView } from "./view";

export const paragraphBlock: BlockModule<ParagraphContent, ParagraphMeta> = { definition: paragraphDefinition, View: ParagraphView };
