"use client";

import { useTranslations } from "next-intl";
import { formatNumber, resolveNumberFormat } from "@/lib/pricing/money";
import type { NumberFormat } from "@/lib/pricing/types";
import { ToolbarSelect } from "../../editor-ui";
import { PRICING_LIMITS } from "./limits";
import type { PricingTableState } from "./use-pricing-table";

// The table's number format: the workspace's, or its own separators (accounts spec §9); and the
// money decimals, which the engine rounds to and the format prints (kept equal, see schema.ts).

const DECIMAL_SEPARATORS = [
  { value: ".", key: "dot" },
  { value: ",", key: "comma" },
] as const;
const GROUP_SEPARATORS = [
  { value: ",", key: "comma" },
  { value: ".", key: "dot" },
  { value: " ", key: "space" },
  { value: "'", key: "apostrophe" },
  { value: "", key: "none" },
] as const;

export function NumberFormatEditor({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table");
  const { meta, format, workspaceFormat } = table;
  const custom = meta.numberFormat;
  const example = formatNumber(1234.56, { decimalLength: 2, groupLength: 3, ...workspaceFormat });
  // Stored as it will print: equal separators switch the decimal one (accounts spec §5), so the
  // selects always show what the table uses.
  const setCustom = (patch: Partial<NumberFormat>) =>
    table.setMeta({ numberFormat: resolveNumberFormat(workspaceFormat, { ...format, ...custom, ...patch }, meta.decimals) });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <ToolbarSelect
        label={t("numberFormat")}
        value={custom ? "custom" : "workspace"}
        options={[
          { value: "workspace", label: t("formatWorkspace", { example }) },
          { value: "custom", label: t("formatCustom") },
        ]}
        onChange={(value) => (value === "custom" ? setCustom({}) : table.setMeta({ numberFormat: null }))}
      />
      {custom && (
        <>
          <ToolbarSelect
            label={t("decimalSeparator")}
            value={custom.decimalSeparator}
            options={DECIMAL_SEPARATORS.map(({ value, key }) => ({ value, label: t(`separator.${key}`) }))}
            onChange={(decimalSeparator) => setCustom({ decimalSeparator })}
          />
          <ToolbarSelect
            label={t("groupSeparator")}
            value={custom.groupSeparator}
            options={GROUP_SEPARATORS.map(({ value, key }) => ({ value, label: t(`separator.${key}`) }))}
            onChange={(groupSeparator) => setCustom({ groupSeparator })}
          />
        </>
      )}
      <ToolbarSelect
        label={t("decimals")}
        value={String(meta.decimals)}
        options={Array.from({ length: PRICING_LIMITS.decimals + 1 }, (_, count) => ({ value: String(count), label: String(count) }))}
        onChange={(value) => {
          const decimals = Number(value);
          table.setMeta({ decimals, numberFormat: custom ? { ...custom, decimalLength: decimals } : null });
        }}
      />
    </div>
  );
}
