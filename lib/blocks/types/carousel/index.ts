import type { BlockModule } from "../../definition";
import { carouselDefinition, type CarouselContent, type CarouselMeta } from "./definition";
import { CarouselView } from "./view";

export const carouselBlock: BlockModule<CarouselContent, CarouselMeta> = { definition: carouselDefinition, View: CarouselView };
