import type { BlockModule } from "../../definition";
import { floorPlanDefinition, type FloorPlanContent, type FloorPlanMeta } from "./definition";
import { FloorPlanView } from "./view";

export const floorPlanBlock: BlockModule<FloorPlanContent, FloorPlanMeta> = { definition: floorPlanDefinition, View: FloorPlanView };
