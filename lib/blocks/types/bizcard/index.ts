import type { BlockModule } from "../../definition";
import { bizcardDefinition, type BizcardContent, type BizcardMeta } from "./definition";
import { BizcardView } from "./view";

export const bizcardBlock: BlockModule<BizcardContent, BizcardMeta> = { definition: bizcardDefinition, View: BizcardView };
