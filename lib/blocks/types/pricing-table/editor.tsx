"use client";

import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockEditorProps } from "../../definition";
import { PricingEditor } from "./pricing-editor";
import { PricingTableView } from "./view";

/** Read-only (a locked block, a read-only document): the table as readers see it. */
export function PricingTableEditor(props: BlockEditorProps<PricingContent, PricingMeta>) {
  if (props.readOnly) return <PricingTableView block={props.block} context={props.context} />;
  return <PricingEditor {...props} />;
}
