import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { statusTone } from "@/components/plans/plan-format";
import { Badge, EmptyState } from "@/components/ui";
import { ProfileIcon } from "@/components/shell/icons";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate } from "./format";
import { Pager } from "./pager";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { AccountItem } from "./types";

/** Tab 0: every account, newest first, 50 a page, searched by username, e-mail, first or last name. */
export async function AccountsTab({ data, q }: { data: Page<AccountItem>; q: string | undefined }) {
  const [t, tp, format] = await Promise.all([getTranslations("superAdmin.accounts"), getTranslations("plans"), getFormatter()]);
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="sr-only">
        {t("title")}
      </h2>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<ProfileIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
      ) : (
        <>
          <ConsoleTable caption={t("caption")} columns={[t("columns.account"), t("columns.plan"), t("columns.payment"), t("columns.created"), t("columns.state")]}>
            {data.items.map((account) => {
              const name = `${account.firstname} ${account.lastname}`.trim();
              return (
                <tr key={account._id} className="hover:bg-ink-50/60">
                  <td className={CELL}>
                    <Link
                      href={consoleHref("accounts", { account: account._id, q, page: data.page > 1 ? data.page : null })}
                      className="font-medium text-accent-700 underline-offset-2 hover:underline"
                    >
                      {account.username}
                    </Link>
                    <span className="block text-ink-600">{name}</span>
                    <span className="block text-xs break-all text-ink-500">{account.email}</span>
                  </td>
                  <td className={CELL}>
                    <Badge tone={statusTone(account.plan.status)}>{tp(`status.${account.plan.status}`)}</Badge>
                    {account.plan.product && (
                      <span className="mt-1 block text-xs text-ink-600">
                        {tp(`products.${account.plan.product}`)}
                        {account.plan.interval && ` · ${tp(`intervals.${account.plan.interval}`)}`}
                      </span>
                    )}
                    {account.plan.expiresAt && (
                      <span className="mt-0.5 block text-xs text-ink-500 tabular-nums">
                        {t("until", { date: format.dateTime(asDate(account.plan.expiresAt), { dateStyle: "medium" }) })}
                      </span>
                    )}
                  </td>
                  <td className={CELL}>
                    {t(`paymentMethods.${account.paymentMethod}`)}
                    {account.salesRepresentative && <span className="block text-xs text-ink-500">{t("salesRep", { name: account.salesRepresentative })}</span>}
                  </td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(account.createdAt), { dateStyle: "medium" })}</td>
                  <td className={CELL}>
                    {account.disabled ? (
                      <Badge tone="danger">{t("states.disabled")}</Badge>
                    ) : account.isActivated ? (
                      <Badge tone="success">{t("states.active")}</Badge>
                    ) : (
                      <Badge tone="warning">{t("states.notActivated")}</Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </ConsoleTable>
          <Pager tab="accounts" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
        </>
      )}
    </section>
  );
}
