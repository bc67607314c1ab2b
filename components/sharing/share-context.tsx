"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { ShareDialog } from "./share-dialog";

export interface ShareSubject {
  documentId: string;
  documentTitle: string;
  teamId: string;
  /** The e-mail form's default sender name (the owner: only the owner shares). */
  senderName: string;
  /** The workspace's canShareByEmail; undefined: the dialog asks GET /api/team/{id}. */
  canShareByEmail?: boolean;
  /** Where the payment dialog sends an owner whose plan does not allow sharing (lib/plans/payment-page.ts choosePlanPath). */
  choosePlanHref: string;
  /** false: the history shows, without "New share" (a workspace admin's view, a document in the bin). */
  canShare?: boolean;
  /** false: no disable, enable or resend (workspace admins read the owner's history). */
  canManage?: boolean;
  /** The document's "ask the client to accept and sign" setting, when the page knows it (else the deal panel reads it). */
  requireAcceptance?: boolean;
}

interface ShareContextValue extends Omit<ShareSubject, "requireAcceptance"> {
  canShare: boolean;
  canManage: boolean;
  openShareDialog: () => void;
  /** Grows after every new share, so the history reloads. */
  revision: number;
  /** The setting as last known (null until the deal panel has read it); the Share tab and the dialog show the same. */
  requireAcceptance: boolean | null;
  setRequireAcceptance: (value: boolean) => void;
}

const ShareContext = createContext<ShareContextValue | null>(null);

/** The sharing screens of one document: its dialog, and what the Share tab needs to reach it. */
export function ShareProvider({ children, ...subject }: ShareSubject & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [revision, setRevision] = useState(0);
  const [requireAcceptance, setRequireAcceptance] = useState<boolean | null>(subject.requireAcceptance ?? null);
  const openShareDialog = useCallback(() => setOpen(true), []);
  const router = useRouter();
  const [sharedWhileOpen, setSharedWhileOpen] = useState(false);
  const onShared = useCallback(() => {
    setRevision((value) => value + 1);
    setSharedWhileOpen(true);
  }, []);
  // The page's header (its "Shared" badge) is rendered anew on the server once the dialog closes:
  // refreshing while it is open would re-render the result the planner is reading.
  const closeDialog = useCallback(() => {
    setOpen(false);
    if (sharedWhileOpen) router.refresh();
    setSharedWhileOpen(false);
  }, [router, sharedWhileOpen]);
  const { documentId, documentTitle, teamId, senderName, canShareByEmail, choosePlanHref, canShare = true, canManage = true } = subject;
  const value = useMemo(
    () => ({ documentId, documentTitle, teamId, senderName, canShareByEmail, choosePlanHref, canShare, canManage, openShareDialog, revision, requireAcceptance, setRequireAcceptance }),
    [documentId, documentTitle, teamId, senderName, canShareByEmail, choosePlanHref, canShare, canManage, openShareDialog, revision, requireAcceptance],
  );
  return (
    <ShareContext.Provider value={value}>
      {children}
      {open && canShare && <ShareDialog subject={value} onClose={closeDialog} onShared={onShared} />}
    </ShareContext.Provider>
  );
}

/** The document's sharing, or null outside a ShareProvider (the panel then shows a summary only). */
export function useShare(): ShareContextValue | null {
  return useContext(ShareContext);
}
