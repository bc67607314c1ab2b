import type { BlockDefinition } from "../../definition";
import { cardMediaIds, cardsContentSchema, cardsDefaults, cardsMetaSchema, type CardsContent, type CardsMeta } from "../cards/schema";

// Horizontal cards (image left, text right), the same metaData as "cards" (../cards/schema.ts). One
// card a row by default; a card can be deleted while more than one remains (spec §5).

export const cards2Definition: BlockDefinition<CardsContent, CardsMeta> = {
  type: "cards2",
  group: "textAndImages",
  content: cardsContentSchema,
  metaData: cardsMetaSchema(1, 3),
  mediaIds: cardMediaIds,
  defaults: () => cardsDefaults(1, 3),
};
