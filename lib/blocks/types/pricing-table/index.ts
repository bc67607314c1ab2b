import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockModule } from "../../definition";
import { pricingTableDefinition } from "./definition";
import { PricingTableView } from "./view";

export const pricingTableBlock: BlockModule<PricingContent, PricingMeta> = { definition: pricingTableDefinition, View: PricingTableView };
