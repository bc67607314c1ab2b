"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { SpreadsheetMenu } from "@/lib/pricing/sheet/spreadsheet-menu";
import { CURRENCY_SYMBOLS, currenciesByWeight } from "@/lib/pricing/money";
import { EFFECT_TYPES, TAX_TYPES, type CurrencyCode, type EffectType, type TaxType } from "@/lib/pricing/types";
import { BlockToolbar, ToolbarSelect } from "../../editor-ui";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import type { PricingTableState } from "./use-pricing-table";

// The pricing table's toolbar: currency, tax, what the total means, adding rows (from the catalog
// too, with its module) and removing them, and the spreadsheet menu. Currencies are offered
// heaviest first (spec §9), shown as "€ EUR".

interface Props {
  table: PricingTableState;
  segmentId: string;
  documentTitle: string;
  selectedCount: number;
  catalogEnabled: boolean;
  onAddItem: () => void;
  onAddSection: () => void;
  onOpenCatalog: () => void;
  onRemoveSelected: () => void;
}

export function PricingToolbar({ table, segmentId, documentTitle, selectedCount, catalogEnabled, onAddItem, onAddSection, onOpenCatalog, onRemoveSelected }: Props) {
  const t = useTranslations("blocks.pricing-table");
  const { content, meta, format } = table;
  const full = content.rows.length >= PRICING_LIMITS.rows;
  return (
    <BlockToolbar label={t("toolbar")}>
      <ToolbarSelect<CurrencyCode>
        label={t("currency")}
        value={meta.currency}
        options={currenciesByWeight().map((code) => ({ value: code, label: `${CURRENCY_SYMBOLS[code]} ${code}` }))}
        onChange={table.setCurrency}
      />
      <ToolbarSelect<TaxType> label={t("taxType")} value={meta.taxType} options={TAX_TYPES.map((value) => ({ value, label: t(`tax.${value}`) }))} onChange={(taxType) => table.setMeta({ taxType })} />
      {meta.taxType === "SINGLE" && (
        <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
          <span>{t("taxRate")}</span>
          <NumberInput label={t("taxRate")} value={content.tax} format={format} max={100} className="w-20" onChange={(tax) => table.setContent({ ...content, tax })} />
        </label>
      )}
      <ToolbarSelect<EffectType>
        label={t("effectType")}
        value={meta.effectType}
        options={EFFECT_TYPES.map((value) => ({ value, label: t(`effect.${value}`) }))}
        onChange={(effectType) => table.setMeta({ effectType })}
      />
      <span className="ml-auto flex flex-wrap items-center gap-1.5">
        <Button variant="secondary" size="sm" disabled={full} onClick={onAddItem}>
          {t("addItem")}
        </Button>
        <Button variant="secondary" size="sm" disabled={full} onClick={onAddSection}>
          {t("addSection")}
        </Button>
        {catalogEnabled ? (
          <Button variant="secondary" size="sm" disabled={full} onClick={onOpenCatalog}>
            {t("addFromCatalog")}
          </Button>
        ) : (
          // Without the catalog module, a quiet pointer to the page that explains it (the editor stays open).
          <a
            href="/catalog"
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm px-1 text-xs text-ink-600 underline decoration-ink-300 underline-offset-2 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {t("catalogHint")}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        )}
        <Button variant="ghost" size="sm" disabled={selectedCount === 0} onClick={onRemoveSelected}>
          {t("removeSelected", { count: selectedCount })}
        </Button>
        {full && <span className="text-xs text-ink-600">{t("maxRows", { max: PRICING_LIMITS.rows })}</span>}
        <SpreadsheetMenu segmentId={segmentId} documentTitle={documentTitle} content={content} meta={meta} workspaceFormat={table.workspaceFormat} />
      </span>
    </BlockToolbar>
  );
}
