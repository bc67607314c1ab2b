import type { BlockModule } from "../../definition";
import { mapLocationDefinition, type MapLocationContent, type MapLocationMeta } from "./definition";
import { MapLocationView } from "./view";

export const mapLocationBlock: BlockModule<MapLocationContent, MapLocationMeta> = { definition: mapLocationDefinition, View: MapLocationView };
