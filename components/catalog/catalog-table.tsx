"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, Checkbox, cx } from "@/components/ui";
import { CopyIcon, PencilIcon } from "@/components/documents/icons";
import type { CatalogItemView } from "@/lib/catalog/view";
import type { CatalogWorkspace } from "@/lib/catalog/workspaces";
import { catalogPriceText } from "./price-text";

export interface CatalogTableProps {
  items: CatalogItemView[];
  workspaces: CatalogWorkspace[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  onDuplicate: (item: CatalogItemView) => void;
  /** The item in flight for "Duplicate", whose button shows a spinner. */
  duplicatingId: string | null;
  /** The item just saved, marked in the list. */
  highlightId: string | null;
  showWorkspace: boolean;
}

const cell = "px-3 py-3 align-middle";
const head = "px-3 py-2.5 text-[0.8125rem] font-semibold text-ink-600";

/** The catalog as a table: select one, several or all; edit or duplicate a row. */
export function CatalogTable({ items, workspaces, selected, onToggle, onToggleAll, onDuplicate, duplicatingId, highlightId, showWorkspace }: CatalogTableProps) {
  const t = useTranslations("catalog.list");
  const workspaceOf = (teamId: string) => workspaces.find((workspace) => workspace.teamId === teamId);
  const selectedHere = items.filter((item) => selected.has(item.id)).length;
  const all = items.length > 0 && selectedHere === items.length;

  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-surface shadow-xs">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="border-b border-ink-200 bg-ink-50/70">
          <tr>
            <th scope="col" className={cx(head, "w-10 text-left")}>
              <Checkbox
                label={<span className="sr-only">{t("selectAll")}</span>}
                checked={all}
                ref={(element) => {
                  // "Some selected" is the mixed state, read out as such.
                  if (element) element.indeterminate = selectedHere > 0 && !all;
                }}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            <th scope="col" className={cx(head, "text-left")}>
              {t("name")}
            </th>
            <th scope="col" className={cx(head, "text-left")}>
              {t("sku")}
            </th>
            <th scope="col" className={cx(head, "text-right")}>
              {t("price")}
            </th>
            {showWorkspace && (
              <th scope="col" className={cx(head, "text-left")}>
                {t("workspace")}
              </th>
            )}
            <th scope="col" className={cx(head, "text-right")}>
              <span className="sr-only">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((item) => {
            const workspace = workspaceOf(item.team);
            return (
              <tr key={item.id} className={cx("transition-colors", item.id === highlightId ? "bg-accent-50" : selected.has(item.id) ? "bg-ink-50" : "hover:bg-ink-50/60")}>
                <td className={cell}>
                  <Checkbox
                    label={<span className="sr-only">{t("select", { name: item.name })}</span>}
                    checked={selected.has(item.id)}
                    onChange={(event) => onToggle(item.id, event.target.checked)}
                  />
                </td>
                <td className={cx(cell, "max-w-[24rem]")}>
                  <Link href={`/catalog/${item.id}`} className="font-medium text-ink-900 hover:underline">
                    {item.name}
                  </Link>
                  {item.description && <p className="mt-0.5 line-clamp-2 text-[0.8125rem] leading-5 text-ink-500">{item.description}</p>}
                </td>
                <td className={cx(cell, "font-mono text-[0.8125rem] text-ink-700")}>{item.sku ?? (
                    <>
                      <span aria-hidden="true" className="text-ink-500">
                        —
                      </span>
                      <span className="sr-only">{t("noSku")}</span>
                    </>
                  )}</td>
                <td className={cx(cell, "text-right whitespace-nowrap text-ink-900 tabular-nums")}>
                  {catalogPriceText(item.price, item.currency, workspace ?? { decimalSeparator: ".", groupSeparator: "," })}
                </td>
                {showWorkspace && <td className={cx(cell, "text-ink-600")}>{workspace?.teamName}</td>}
                <td className={cx(cell, "text-right whitespace-nowrap")}>
                  <span className="inline-flex gap-1">
                    <Link
                      href={`/catalog/${item.id}`}
                      className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <PencilIcon />
                      {t("edit")}
                      <span className="sr-only"> {item.name}</span>
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      leadingIcon={<CopyIcon />}
                      loading={duplicatingId === item.id}
                      disabled={duplicatingId !== null && duplicatingId !== item.id}
                      onClick={() => onDuplicate(item)}
                    >
                      {t("duplicate")}
                      <span className="sr-only"> {item.name}</span>
                    </Button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
