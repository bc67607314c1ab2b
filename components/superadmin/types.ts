// What the console's screens show: the shapes of lib/superadmin's lists (the operator API answers the
// same, with dates as ISO strings). Server components call those functions directly.

import type { AccountDetail } from "@/lib/superadmin/accounts-detail";
import type { listAudit } from "@/lib/superadmin/audit-list";
import type { listCatalog } from "@/lib/superadmin/catalog";
import type { listDocuments, listDocumentsWithNotes } from "@/lib/superadmin/documents";
import type { keyFigures } from "@/lib/superadmin/kpi";
import type { listMedia } from "@/lib/superadmin/media";
import type { listReferrals } from "@/lib/superadmin/referrals";
import type { listTeamAdmins } from "@/lib/superadmin/team-admins";
import type { listTeams } from "@/lib/superadmin/teams";

export type When = Date | string;

export type { AccountItem } from "@/lib/superadmin/accounts-list";
export type { AccountDetail };

type Items<F extends (...args: never[]) => Promise<{ items: unknown[] }>> = Awaited<ReturnType<F>>["items"][number];
export type DocumentItem = Items<typeof listDocuments>;
export type DocumentWithNotesItem = Items<typeof listDocumentsWithNotes>;
export type CatalogItemRow = Items<typeof listCatalog>;
export type MediaItem = Items<typeof listMedia>;

export type TeamAdminItem = Items<typeof listTeamAdmins>;
export type TeamItem = Items<typeof listTeams>;
export type ReferralItem = Items<typeof listReferrals>;
export type AuditItem = Items<typeof listAudit>;
export type KeyFigures = Awaited<ReturnType<typeof keyFigures>>;
export type { KpiPeriod } from "@/lib/superadmin/schemas";
