"use client";

import { useFormatter, useTranslations } from "next-intl";
import { EXPIRY_TIME_ZONE } from "@/lib/sharing/expiry-zone";
import { useId, useState } from "react";
import { Badge, Button, ChevronDownIcon, cx } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useCopy } from "./clipboard";
import { ChangePinForm } from "./change-pin-form";
import { formatDuration } from "./duration";
import { runShareAction, type ShareAction } from "./share-actions";
import { ShareVisits } from "./share-visits";
import type { SnapshotView } from "./types";

export interface ShareHistoryItemProps {
  documentId: string;
  snapshot: SnapshotView;
  /** The action answered the changed share (or null: reload the list). */
  onChanged: (snapshot: SnapshotView | null) => void;
  /** Disable, enable and resend are the owner's; workspace admins only read the history. */
  canManage?: boolean;
}

/** One share in the Share tab: what was sent to whom, its state, its actions and who opened it. */
export function ShareHistoryItem({ documentId, snapshot, onChanged, canManage = true }: ShareHistoryItemProps) {
  const t = useTranslations("share.history");
  const format = useFormatter();
  const errorText = useErrorMessage();
  const { copied, failed, copy } = useCopy();
  const visitsId = useId();
  const [busy, setBusy] = useState<ShareAction | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "ok"; text: string } | null>(null);
  const [showVisits, setShowVisits] = useState(false);
  const info = snapshot.shareInfo;
  const email = info.sentShareEmail;
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" });
  // The expiry is the end of the chosen day at UTC-12: shown in that zone it stays that day everywhere.
  const day = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium", timeZone: EXPIRY_TIME_ZONE });

  async function act(action: ShareAction) {
    setBusy(action);
    setNotice(null);
    try {
      onChanged(await runShareAction(documentId, action, snapshot.id));
      if (action === "resend-share") setNotice({ tone: "ok", text: t("resent", { email: email?.to.email ?? "" }) });
      if (action === "lift-pin-lock") setNotice({ tone: "ok", text: t("pinLockLifted") });
    } catch (caught) {
      setNotice({ tone: "error", text: errorText(caught) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-3 text-[0.8125rem] leading-5">
      <div className="flex items-start justify-between gap-2">
        <h4 className="min-w-0 text-sm font-semibold break-words text-ink-900">{info.linkName || (email ? t("defaultEmailName") : t("defaultLinkName"))}</h4>
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          {info.expired ? <Badge tone="warning">{t("expired")}</Badge> : !info.enabled ? <Badge tone="neutral">{t("disabled")}</Badge> : <Badge tone="success" dot>{t("active")}</Badge>}
          {info.pinProtectionCode && <Badge tone="accent">{t("pinBadge", { pin: info.pinProtectionCode })}</Badge>}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-ink-600">
        <dt>{t("created")}</dt>
        <dd className="text-ink-900">{date(info.createdAt)}</dd>
        <dt>{t("expires")}</dt>
        <dd className={cx(info.expired ? "text-warning-800" : "text-ink-900")}>{day(info.expiryDate)}</dd>
        {email && (
          <>
            <dt>{t("sentTo")}</dt>
            <dd className="break-all text-ink-900">{email.to.email}</dd>
            <dt>{t("subject")}</dt>
            <dd className="break-words text-ink-900">{email.subject}</dd>
          </>
        )}
        <dt>{t("opened")}</dt>
        <dd className="text-ink-900">
          {snapshot.stats.opens === 0
            ? t("neverOpened")
            : t("openedStats", {
                count: snapshot.stats.opens,
                last: snapshot.stats.lastOpenedAt ? format.dateTime(new Date(snapshot.stats.lastOpenedAt), { dateStyle: "medium", timeStyle: "short" }) : "",
                time: formatDuration(snapshot.stats.totalDurationMs, format),
              })}
        </dd>
      </dl>
      {info.pinLockedUntil && (
        <div className="flex flex-col gap-2 rounded-lg border border-warning-200 bg-warning-50 p-2.5 text-warning-800">
          <p>{t("pinLocked", { time: format.dateTime(new Date(info.pinLockedUntil), { timeStyle: "short" }) })}</p>
          {canManage && (
            <>
              <Button variant="secondary" size="sm" className="self-start" loading={busy === "lift-pin-lock"} disabled={busy !== null} onClick={() => void act("lift-pin-lock")}>
                {t("liftPinLock")}
              </Button>
              <ChangePinForm documentId={documentId} snapshotId={snapshot.id} onChanged={onChanged} />
            </>
          )}
        </div>
      )}
      <div className="flex min-w-0 items-center gap-1">
        <a href={info.shortURL} target="_blank" rel="noopener noreferrer" className="min-w-0 truncate font-mono text-accent-700 underline-offset-2 hover:underline">
          {info.shortURL}
        </a>
        <Button variant="ghost" size="sm" onClick={() => void copy("short", info.shortURL)} aria-label={t("copyLink", { url: info.shortURL })}>
          {copied ? t("copied") : t("copy")}
        </Button>
      </div>
      <p role="status" className={cx("min-h-0 empty:hidden", notice?.tone === "error" || failed ? "text-danger-700" : "text-success-700")}>
        {notice?.text ?? (failed ? t("copyFailed") : "")}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {!canManage ? null : info.enabled ? (
          <Button variant="secondary" size="sm" loading={busy === "disable-share"} disabled={busy !== null} onClick={() => void act("disable-share")}>
            {t("disable")}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" loading={busy === "enable-share"} disabled={busy !== null} onClick={() => void act("enable-share")}>
            {t("enable")}
          </Button>
        )}
        {email && canManage && (
          <Button variant="secondary" size="sm" loading={busy === "resend-share"} disabled={busy !== null || !info.enabled || info.expired} onClick={() => void act("resend-share")}>
            {t("resend")}
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-expanded={showVisits} aria-controls={visitsId} onClick={() => setShowVisits((open) => !open)} trailingIcon={<ChevronDownIcon className={cx("size-4 transition-transform", showVisits && "rotate-180")} />}>
          {t("visits")}
        </Button>
      </div>
      <div id={visitsId} hidden={!showVisits}>
        {showVisits && <ShareVisits documentId={documentId} snapshotId={snapshot.id} />}
      </div>
    </li>
  );
}
