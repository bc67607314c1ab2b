"use client";

import { computeTable, switchTableCurrency, visibleColumns } from "@/lib/pricing/engine";
import type { CurrencyCode, PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockEditorProps } from "../../definition";
import { tableFormat } from "./display";
import { rowCurrenciesOf } from "./rows";
import { allowForeignRows } from "./table-edits";

// The table being edited: its figures (the engine's, recomputed on every edit, so totals are live)
// and the one way edits leave the editor. Every edit keeps meta.rowCurrencies in step with the rows.

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

export function usePricingTable({ block, context, onChange }: Pick<BlockEditorProps<PricingContent, PricingMeta>, "block" | "context" | "onChange">) {
  const { content, metaData: meta } = block;
  const workspaceFormat = context.team.numberFormat;
  const format = tableFormat(meta, workspaceFormat);
  const result = computeTable(content, meta);
  const columns = visibleColumns(content, meta);

  /** Reports new content and/or metaData; metaData also when only its rowCurrencies follow the rows. */
  const apply = (next: { content?: PricingContent; meta?: PricingMeta }) => {
    const nextContent = next.content ?? content;
    const base = next.meta ?? meta;
    const rowCurrencies = rowCurrenciesOf(nextContent, base);
    const nextMeta = sameList(rowCurrencies, base.rowCurrencies) ? base : { ...base, rowCurrencies };
    onChange({ ...(next.content ? { content: nextContent } : {}), ...(nextMeta !== meta ? { metaData: nextMeta } : {}) });
  };

  const setContent = (nextContent: PricingContent) => apply({ content: nextContent });
  /** Rows added in their own currency (catalog items): the table allows row currencies from then on. */
  const addForeignRows = (nextContent: PricingContent) => apply({ content: nextContent, meta: allowForeignRows(nextContent, meta) });
  const setMeta = (patch: Partial<PricingMeta>) => apply({ meta: { ...meta, ...patch } });
  /** Spec §4: the exchange-rate entries swap and invert; rows in their own currency stay in it. */
  const setCurrency = (currency: CurrencyCode) => apply({ meta: allowForeignRows(content, switchTableCurrency(meta, currency)) });

  return { content, meta, format, workspaceFormat, result, columns, setContent, addForeignRows, setMeta, setCurrency };
}

export type PricingTableState = ReturnType<typeof usePricingTable>;
