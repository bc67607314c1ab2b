import type { BlockDefinition } from "../../definition";
import { cardMediaIds, cardsContentSchema, cardsDefaults, cardsMetaSchema, type CardsContent, type CardsMeta } from "./schema";

// A grid of cards (image, title, text), 3 columns and 3 cards by default (workspace spec §9).
// The card images sit in metaData (the spec's cardEntryList); mediaIds names them.

export const cardsDefinition: BlockDefinition<CardsContent, CardsMeta> = {
  type: "cards",
  group: "textAndImages",
  content: cardsContentSchema,
  metaData: cardsMetaSchema(3, 3),
  mediaIds: cardMediaIds,
  defaults: () => cardsDefaults(3, 3),
};
