import type { BlockModule } from "../../definition";
import { placeholderDefinition, type PlaceholderContent, type PlaceholderMeta } from "./definition";
import { PlaceholderView } from "./view";

export const placeholderBlock: BlockModule<PlaceholderContent, PlaceholderMeta> = { definition: placeholderDefinition, View: PlaceholderView };
