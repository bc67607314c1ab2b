import { getTranslations } from "next-intl/server";
import { WorkspaceIcon } from "@/components/shell/icons";
import { EmptyState } from "@/components/ui";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { Pager } from "./pager";
import { TeamsTable } from "./teams-table";
import type { TeamItem } from "./types";

/** Tab 6 (spec §2): every workspace, 50 a page, with its subdomain and whether it may share by e-mail. */
export async function TeamsTab({ data, q, shareHostDomain }: { data: Page<TeamItem>; q: string | undefined; shareHostDomain: string | null }) {
  const t = await getTranslations("superAdmin.teams");
  return (
    <section aria-labelledby="teams-title">
      <h2 id="teams-title" className="sr-only">
        {t("title")}
      </h2>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<WorkspaceIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
      ) : (
        <>
          <TeamsTable teams={data.items} shareHostDomain={shareHostDomain} />
          <Pager tab="teams" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
        </>
      )}
    </section>
  );
}
