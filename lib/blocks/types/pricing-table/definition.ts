import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockDefinition } from "../../definition";
import { pricingContentSchema, pricingDefaults, pricingMetaSchema } from "./schema";

// The pricing table (workspace spec §3): item and section rows with discounts, fees and taxes; the
// engine (lib/pricing/engine) computes every figure. A new table has one item (price 1, quantity 1),
// one custom column (default value 1), no tax (NONE: nothing a client could misread until the
// author picks a tax), no line discounts, section and grand totals shown, effect TOTAL, EUR with
// 2 decimals, and the workspace's number format. The editor switches a new table to the
// workspace's default currency the first time it opens it (the schema cannot know the workspace).
// No media inside: no mediaIds.

export const pricingTableDefinition: BlockDefinition<PricingContent, PricingMeta> = {
  type: "pricing-table",
  group: "sales",
  content: pricingContentSchema,
  metaData: pricingMetaSchema,
  defaults: pricingDefaults,
};
