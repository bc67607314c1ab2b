import type { BlockModule } from "../../definition";
import type { CardsContent, CardsMeta } from "../cards/schema";
import { cards2Definition } from "./definition";
import { Cards2View } from "./view";

export const cards2Block: BlockModule<CardsContent, CardsMeta> = { definition: cards2Definition, View: Cards2View };
