// The shapes of the share calls (fixed in the sharing design; produced by lib/sharing on the server).
// Kept as plain types here so the owner's screens never import server code.

export type ShareType = "link" | "email";

export interface SnapshotView {
  _id: string;
  id: string;
  updatedAt: string;
  createdAt: string;
  shareInfo: {
    key: string;
    recipient: "0" | "1";
    url: string;
    linkName: string;
    message: string;
    landingImage: string | null;
    createdAt: string;
    expiryDate: string;
    shortURL: string;
    pinProtectionCode: string | null;
    preventPrinting: boolean;
    enabled: boolean;
    expired: boolean;
    sentShareEmail: { to: { email: string }; subject: string; sentAt: string | null } | null;
  };
  stats: { opens: number; lastOpenedAt: string | null; totalDurationMs: number };
}

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

export interface ShareVisit {
  visitId: string;
  recipient: string;
  openedAt: string;
  durationMs: number | null;
  events: { name: string; at: string }[];
}

export interface VisitList {
  visits: ShareVisit[];
}

/** The share dialog's modes (workspace spec §4), by these exact names. */
export type ShareMode = "share" | "share_in_progress" | "share_link_succeeded" | "share_via_email_succeeded" | "share_via_email_failed";
