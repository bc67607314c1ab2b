import type { BlockModule } from "../../definition";
import { instagramDefinition, type InstagramContent, type InstagramMeta } from "./definition";
import { InstagramView } from "./view";

export const instagramBlock: BlockModule<InstagramContent, InstagramMeta> = { definition: instagramDefinition, View: InstagramView };
