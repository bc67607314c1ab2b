import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { TeamIcon } from "@/components/shell/icons";
import { EmptyState } from "@/components/ui";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate } from "./format";
import { Pager } from "./pager";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { TeamAdminItem } from "./types";

/** Tab 5 (spec §2): the admins of every workspace, 50 a page. */
export async function TeamAdminsTab({ data, q }: { data: Page<TeamAdminItem>; q: string | undefined }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.teamAdmins"), getFormatter()]);
  return (
    <section aria-labelledby="team-admins-title">
      <h2 id="team-admins-title" className="sr-only">
        {t("title")}
      </h2>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<TeamIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
      ) : (
        <>
          <ConsoleTable caption={t("caption")} columns={[t("columns.admin"), t("columns.email"), t("columns.workspace"), t("columns.since")]} minWidth="40rem">
            {data.items.map((row) => (
              <tr key={row._id}>
                <td className={CELL}>
                  <Link href={consoleHref("accounts", { account: row.user._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
                    {row.user.username}
                  </Link>
                  <span className="block text-ink-600">{`${row.user.firstname} ${row.user.lastname}`.trim()}</span>
                </td>
                <td className={`${CELL} break-all`}>{row.user.email}</td>
                <td className={CELL}>
                  <Link href={consoleHref("teams", { q: row.team.name })} className="underline-offset-2 hover:underline">
                    {row.team.name}
                  </Link>
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{row.since ? format.dateTime(asDate(row.since), { dateStyle: "medium" }) : "—"}</td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager tab="teamAdmins" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
        </>
      )}
    </section>
  );
}
