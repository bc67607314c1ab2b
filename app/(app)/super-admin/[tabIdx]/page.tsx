import type { Metadata } from "next";
import { shareHostDomain } from "@/lib/sharing/keys";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccountDetailView } from "@/components/superadmin/account-detail";
import { AccountsTab } from "@/components/superadmin/accounts-tab";
import { AuditTab } from "@/components/superadmin/audit-tab";
import { CatalogTab } from "@/components/superadmin/catalog-tab";
import { DocumentsTab } from "@/components/superadmin/documents-tab";
import { KPI_COUNTS, KpiTab } from "@/components/superadmin/kpi-tab";
import { MediaTab } from "@/components/superadmin/media-tab";
import { firstValue, listQuery, type SearchParams } from "@/components/superadmin/query";
import { ReferralsTab } from "@/components/superadmin/referrals-tab";
import { consoleHref, tabFromSegment, type SuperAdminTab } from "@/components/superadmin/tabs";
import { TeamAdminsTab } from "@/components/superadmin/team-admins-tab";
import { TeamsTab } from "@/components/superadmin/teams-tab";
import { TestEmailsTab } from "@/components/superadmin/test-emails-tab";
import { Alert, ButtonLink, EmptyState } from "@/components/ui";
import { ProfileIcon } from "@/components/shell/icons";
import type { Actor } from "@/lib/auth/actor";
import { currentActor, requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";
import { AppError } from "@/lib/http/errors";
import { accountDetail } from "@/lib/superadmin/accounts-detail";
import { listAccounts } from "@/lib/superadmin/accounts-list";
import { listAudit } from "@/lib/superadmin/audit-list";
import { listCatalog } from "@/lib/superadmin/catalog";
import { listDocuments, listDocumentsWithNotes } from "@/lib/superadmin/documents";
import { keyFigures } from "@/lib/superadmin/kpi";
import { listMedia } from "@/lib/superadmin/media";
import { SUPERADMIN_PAGE_SIZES } from "@/lib/superadmin/paging";
import { listReferrals } from "@/lib/superadmin/referrals";
import { auditQuery, kpiQuery } from "@/lib/superadmin/schemas";
import { listTeamAdmins } from "@/lib/superadmin/team-admins";
import { TEST_EMAIL_TEMPLATES } from "@/lib/superadmin/test-email-names";
import { listTeams } from "@/lib/superadmin/teams";
import { isId } from "@/lib/validation/ids";

type Params = Promise<{ tabIdx: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // Nothing of the console, not even its title, for anyone else (the page answers not-found).
  const actor = await currentActor();
  if (!actor || !isSuperAdmin(actor.user)) return {};
  const tab = tabFromSegment((await params).tabIdx);
  const t = await getTranslations("superAdmin");
  return { title: tab ? `${t(`tabs.${tab}`)} · ${t("title")}` : t("title") };
}

/** The account `?account=` names, or null when there is none such (deleted meanwhile, or a made-up id). */
async function loadAccount(id: string) {
  if (!isId(id)) return null;
  try {
    return await accountDetail(id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function AccountsScreen({ params }: { params: SearchParams }) {
  const query = listQuery(params, SUPERADMIN_PAGE_SIZES.accounts);
  const accountId = firstValue(params, "account");
  if (accountId) {
    const backHref = consoleHref("accounts", { q: query.q, page: query.page > 1 ? query.page : null });
    const account = await loadAccount(accountId);
    if (account) return <AccountDetailView account={account} backHref={backHref} />;
    const t = await getTranslations("superAdmin.account.notFound");
    return <EmptyState icon={<ProfileIcon />} title={t("title")} text={t("text")} action={<ButtonLink href={backHref}>{t("back")}</ButtonLink>} />;
  }
  const deleted = firstValue(params, "deleted");
  const t = await getTranslations("superAdmin.accounts");
  return (
    <>
      {deleted && (
        <Alert tone="success" className="mb-4">
          {t("deleted", { username: deleted })}
        </Alert>
      )}
      <AccountsTab data={await listAccounts(query)} q={query.q} />
    </>
  );
}

async function TabScreen({ tab, params, actor }: { tab: SuperAdminTab; params: SearchParams; actor: Actor }) {
  switch (tab) {
    case "accounts":
      return <AccountsScreen params={params} />;
    case "documents": {
      if (firstValue(params, "view") === "notes") {
        const query = listQuery(params, SUPERADMIN_PAGE_SIZES.documentsWithNotes);
        return <DocumentsTab view="notes" data={await listDocumentsWithNotes(query)} q={query.q} />;
      }
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.documents);
      return <DocumentsTab view="all" data={await listDocuments(query)} q={query.q} />;
    }
    case "catalog": {
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.catalog);
      return <CatalogTab data={await listCatalog(query)} q={query.q} />;
    }
    case "media": {
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.media);
      return <MediaTab data={await listMedia(query)} q={query.q} />;
    }
    case "kpi": {
      const parsed = kpiQuery.safeParse({ period: firstValue(params, "period") });
      const period = parsed.success ? parsed.data.period : "day";
      return <KpiTab figures={await keyFigures(period, KPI_COUNTS[period])} />;
    }
    case "teamAdmins": {
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.teamAdmins);
      return <TeamAdminsTab data={await listTeamAdmins(query)} q={query.q} />;
    }
    case "teams": {
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.teams);
      return <TeamsTab data={await listTeams(query)} q={query.q} shareHostDomain={shareHostDomain()} />;
    }
    case "referrals": {
      const query = listQuery(params, SUPERADMIN_PAGE_SIZES.referrals);
      return <ReferralsTab data={await listReferrals(query)} q={query.q} />;
    }
    case "testEmails":
      return <TestEmailsTab templates={TEST_EMAIL_TEMPLATES} defaultTo={actor.user.email} />;
    case "audit": {
      const parsed = auditQuery.safeParse({ page: firstValue(params, "page"), targetType: firstValue(params, "targetType"), targetId: firstValue(params, "targetId") });
      const query = parsed.success ? parsed.data : { page: 1, size: SUPERADMIN_PAGE_SIZES.audit, targetType: undefined, targetId: undefined };
      const filter = { ...(query.targetType ? { targetType: query.targetType } : {}), ...(query.targetId ? { targetId: query.targetId } : {}) };
      return <AuditTab data={await listAudit({ page: query.page, size: SUPERADMIN_PAGE_SIZES.audit, ...filter })} filter={filter} />;
    }
  }
}

// /super-admin/{tabIdx}: one tab of the operator console (the frame and the guard are in layout.tsx;
// the check is repeated here so the page never renders data on its own).
export default async function SuperAdminPage({ params, searchParams }: { params: Params; searchParams: Promise<SearchParams> }) {
  const [{ tabIdx }, query, actor] = await Promise.all([params, searchParams, requireActor()]);
  if (!isSuperAdmin(actor.user)) notFound();
  const tab = tabFromSegment(tabIdx);
  if (!tab) notFound();
  return <TabScreen tab={tab} params={query} actor={actor} />;
}
