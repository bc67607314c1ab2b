import type { BlockModule } from "../../definition";
import { moodboardDefinition, type MoodboardContent, type MoodboardMeta } from "./definition";
import { MoodboardView } from "./view";

export const moodboardBlock: BlockModule<MoodboardContent, MoodboardMeta> = { definition: moodboardDefinition, View: MoodboardView };
