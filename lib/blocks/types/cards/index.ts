import type { BlockModule } from "../../definition";
import { cardsDefinition } from "./definition";
import type { CardsContent, CardsMeta } from "./schema";
import { CardsView } from "./view";

export const cardsBlock: BlockModule<CardsContent, CardsMeta> = { definition: cardsDefinition, View: CardsView };
