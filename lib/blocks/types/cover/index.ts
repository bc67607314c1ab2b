import type { BlockModule } from "../../definition";
import { coverDefinition, type CoverContent, type CoverMeta } from "./definition";
import { CoverView } from "./view";

export const coverBlock: BlockModule<CoverContent, CoverMeta> = { definition: coverDefinition, View: CoverView };
