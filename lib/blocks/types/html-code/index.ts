import type { BlockModule } from "../../definition";
import { htmlCodeDefinition, type HtmlCodeContent, type HtmlCodeMeta } from "./definition";
import { HtmlCodeView } from "./view";

export const htmlCodeBlock: BlockModule<HtmlCodeContent, HtmlCodeMeta> = { definition: htmlCodeDefinition, View: HtmlCodeView };
