import type { BlockModule } from "../../definition";
import { vimeoDefinition, type VimeoContent, type VimeoMeta } from "./definition";
import { VimeoView } from "./view";

export const vimeoBlock: BlockModule<VimeoContent, VimeoMeta> = { definition: vimeoDefinition, View: VimeoView };
