"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import { quantityRange } from "@/lib/pricing/choices";
import type { LineResult } from "@/lib/pricing/result";
import type { ItemRow } from "@/lib/pricing/types";
import { ChoicesButton, ChoicesPanel } from "./choices-editor";
import { columnKey } from "./display";
import { GRID_ACTIONS, GRID_NAME, isSecondaryColumn, type GridFit } from "./grid-fit";
import { DescriptionIcon } from "./icons";
import { ItemCell } from "./item-cell";
import type { PricingLabels } from "./labels";
import { iconButtonClass, MoveButtons, SelectCell } from "./row-actions";
import { RowDetails } from "./row-details";
import type { PricingTableState } from "./use-pricing-table";

// One item row of the editing grid: a cell per visible column (item-cell.tsx), its row buttons, and
// the lines that open under it: the client choices (choices-editor.tsx) and, in the narrow grid, the
// secondary columns (row-details.tsx).

export interface RowPosition {
  index: number;
  count: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (by: -1 | 1) => void;
}

interface Props extends RowPosition {
  row: ItemRow;
  line: LineResult | undefined;
  table: PricingTableState;
  labels: PricingLabels;
  fit: GridFit;
  onChange: (patch: Partial<ItemRow>) => void;
}

export function ItemRowEditor({ row, line, table, labels, fit, onChange, ...position }: Props) {
  const t = useTranslations("blocks.pricing-table.grid");
  const number = position.index + 1;
  const [choicesOpen, setChoicesOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const choicesId = useId();
  const detailsId = useId();
  const cell = { row, line, number, table, labels, choicesOpen, onChange };

  return (
    <>
      <tr className={cx("border-b border-ink-100", fit.secondary.length > 0 && fit.classes.rowAboveDetails)}>
        <SelectCell number={number} checked={position.selected} onToggle={position.onSelect} />
        {table.columns.map((column) => (
          <td key={columnKey(column)} className={cx("px-1 py-1.5 align-top", column === "name" && "w-full", isSecondaryColumn(column) && fit.classes.wideCell)}>
            <ItemCell {...cell} column={column} nameClass={GRID_NAME} />
          </td>
        ))}
        <td className="px-1 py-1.5 align-top">
          <div className={cx("gap-0.5", GRID_ACTIONS)}>
            <button
              type="button"
              className={iconButtonClass()}
              aria-pressed={row.showDescription}
              aria-label={t("toggleDescription", { number })}
              title={t("descriptionButton")}
              onClick={() => onChange({ showDescription: !row.showDescription })}
            >
              <DescriptionIcon />
            </button>
            <ChoicesButton number={number} open={choicesOpen} active={row.optional || quantityRange(row) !== null} panelId={choicesId} onToggle={() => setChoicesOpen((open) => !open)} />
            <MoveButtons number={number} first={position.index === 0} last={position.index === position.count - 1} onMove={position.onMove} />
          </div>
        </td>
      </tr>
      {fit.secondary.length > 0 && (
        <RowDetails {...cell} id={detailsId} columns={fit.secondary} fit={fit.classes} colSpan={table.columns.length + 1} open={detailsOpen} onToggle={() => setDetailsOpen((open) => !open)} />
      )}
      {choicesOpen && <ChoicesPanel id={choicesId} row={row} number={number} format={table.format} colSpan={table.columns.length + 2} onChange={onChange} />}
    </>
  );
}
