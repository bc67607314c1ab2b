import type { BlockModule } from "../../definition";
import { dinnerMenuDefinition, type DinnerMenuContent, type DinnerMenuMeta } from "./definition";
import { DinnerMenuView } from "./view";

export const dinnerMenuBlock: BlockModule<DinnerMenuContent, DinnerMenuMeta> = { definition: dinnerMenuDefinition, View: DinnerMenuView };
