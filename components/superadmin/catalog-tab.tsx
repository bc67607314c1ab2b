import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { catalogPriceText } from "@/components/catalog/price-text";
import { CatalogIcon } from "@/components/shell/icons";
import { EmptyState } from "@/components/ui";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate } from "./format";
import { Pager } from "./pager";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { CatalogItemRow } from "./types";

const PLAIN_NUMBERS = { decimalSeparator: ".", groupSeparator: "," };

/** Tab 2: catalog items of every workspace, newest first, searched by name or SKU. */
export async function CatalogTab({ data, q }: { data: Page<CatalogItemRow>; q: string | undefined }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.catalog"), getFormatter()]);
  return (
    <section aria-labelledby="catalog-title">
      <h2 id="catalog-title" className="sr-only">
        {t("title")}
      </h2>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<CatalogIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
      ) : (
        <>
          <ConsoleTable caption={t("caption")} columns={[t("columns.name"), t("columns.price"), t("columns.workspace"), t("columns.createdBy"), t("columns.created")]}>
            {data.items.map((item) => (
              <tr key={item._id}>
                <td className={`${CELL} max-w-[22rem]`}>
                  <span className="font-medium break-words text-ink-900">{item.name}</span>
                  {item.sku && <span className="block text-xs text-ink-500">{t("sku", { sku: item.sku })}</span>}
                  {item.description && <span className="mt-0.5 line-clamp-2 block text-xs text-ink-600">{item.description}</span>}
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{catalogPriceText(item.price, item.currency, PLAIN_NUMBERS)}</td>
                <td className={CELL}>{item.team.name}</td>
                <td className={CELL}>
                  {item.createdBy ? (
                    <Link href={consoleHref("accounts", { account: item.createdBy._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
                      {item.createdBy.username}
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(item.createdAt), { dateStyle: "medium" })}</td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager tab="catalog" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
        </>
      )}
    </section>
  );
}
