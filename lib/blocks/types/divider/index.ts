import type { BlockModule } from "../../definition";
import { dividerDefinition, type DividerContent, type DividerMeta } from "./definition";
import { DividerView } from "./view";

export const dividerBlock: BlockModule<DividerContent, DividerMeta> = { definition: dividerDefinition, View: DividerView };
