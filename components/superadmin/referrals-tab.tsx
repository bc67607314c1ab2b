import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge, Card, EmptyState } from "@/components/ui";
import { SparkleIcon } from "@/components/ui/icons";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate } from "./format";
import { Pager } from "./pager";
import { ReferralCreateForm, ReferralToggle } from "./referral-forms";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { ReferralItem } from "./types";

/** Tab 7: referral codes with their use counts; create one, enable or disable it. */
export async function ReferralsTab({ data, q }: { data: Page<ReferralItem>; q: string | undefined }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.referrals"), getFormatter()]);
  return (
    <section aria-labelledby="referrals-title" className="flex flex-col gap-6">
      <h2 id="referrals-title" className="sr-only">
        {t("title")}
      </h2>
      <Card>
        <ReferralCreateForm wide />
      </Card>
      <div className="min-w-0">
        <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
        {data.items.length === 0 ? (
          <EmptyState icon={<SparkleIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
        ) : (
          <>
            <ConsoleTable caption={t("caption")} columns={[t("columns.code"), t("columns.account"), t("columns.uses"), t("columns.state"), t("columns.created"), t("columns.actions")]} minWidth="44rem">
              {data.items.map((code) => (
                <tr key={code._id}>
                  <td className={`${CELL} font-mono font-medium break-all text-ink-900`}>{code.code}</td>
                  <td className={CELL}>
                    {code.account ? (
                      <Link href={consoleHref("accounts", { account: code.account._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
                        {code.account.username}
                      </Link>
                    ) : (
                      <span className="text-ink-500">{t("noAccount")}</span>
                    )}
                  </td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{t("usesOf", { uses: code.uses, limit: code.limit })}</td>
                  <td className={CELL}>
                    <Badge tone={code.enabled ? "success" : "neutral"} dot={code.enabled}>
                      {code.enabled ? t("enabled") : t("disabled")}
                    </Badge>
                  </td>
                  <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(code.createdAt), { dateStyle: "medium" })}</td>
                  <td className={CELL}>
                    <ReferralToggle id={code._id} code={code.code} enabled={code.enabled} />
                  </td>
                </tr>
              ))}
            </ConsoleTable>
            <Pager tab="referrals" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
          </>
        )}
      </div>
    </section>
  );
}
