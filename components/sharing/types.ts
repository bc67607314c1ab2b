// The shapes of the share calls, as the owner's screens use them. The answers' types come from the
// server modules that produce them (type-only imports: nothing of the server reaches the browser).
import type { SnapshotView } from "@/lib/sharing/snapshot-view";
import type { ShareVisit, VisitList, VisitSection } from "@/lib/sharing/visits";

export type { ShareVisit, SnapshotView, VisitList, VisitSection };

export type ShareType = "link" | "email";

export interface ShareBody {
  type: ShareType;
  message?: string;
  landingImage?: string | null;
  expiryDate?: string;
  linkName?: string;
  preventPrinting?: boolean;
  pinProtectionCode?: string | null;
  from?: string;
  to?: string;
  subject?: string;
  msgPrefix?: string;
  msgLinkText?: string;
  msgSuffix?: string;
  msgBadge?: string;
}

export interface ShareAnswer {
  snapshot: SnapshotView;
  url: string;
  shortURL: string;
  emailSent: boolean;
}

export interface SnapshotList {
  snapshots: SnapshotView[];
  total: number;
}

/** The share dialog's modes (workspace spec §4), by these exact names. */
export type ShareMode = "share" | "share_in_progress" | "share_link_succeeded" | "share_via_email_succeeded" | "share_via_email_failed";
