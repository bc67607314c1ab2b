import type { BlockModule } from "../../definition";
import { acceptDefinition, type AcceptContent, type AcceptMeta } from "./definition";
import { AcceptView } from "./view";

export const acceptBlock: BlockModule<AcceptContent, AcceptMeta> = { definition: acceptDefinition, View: AcceptView };
