"use client";

import { useFormatter, useTranslations } from "next-intl";
import { DealBadge } from "@/components/documents/badges";
import { Badge, cx, Disclosure } from "@/components/ui";
import { DealChoicesList } from "./deal-choices-list";
import { DealSignaturesList } from "./deal-signatures-list";
import { signedCopyUrl, verifyUrl, type DealShareData } from "./deal-types";

/**
 * One share (and recipient) that closes a deal, in the Share tab: its state, what happened when,
 * the client's current choices, who signed and how they were verified, and the signed copy once
 * accepted. Choices (deal-choices-list.tsx) and signatures (deal-signatures-list.tsx) fold away,
 * so the narrow panel stays readable.
 */
export function DealShareCard({ documentId, share }: { documentId: string; share: DealShareData }) {
  const t = useTranslations("deal");
  const tHistory = useTranslations("share.history");
  const format = useFormatter();
  const time = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" });
  const name = share.linkName?.trim() || (share.recipient === "1" ? tHistory("defaultEmailName") : tHistory("defaultLinkName"));
  const accepted = share.outcome?.outcome === "ACCEPTED";
  const choiceRows = share.choices.reduce((sum, table) => sum + table.rows.length, 0);

  return (
    <li className="flex flex-col gap-2.5 rounded-xl border border-ink-200 bg-white p-3 text-[0.8125rem] leading-5" data-deal-share={`${share.snapshotId}/${share.recipient}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-sm font-semibold break-words text-ink-900">{name}</h4>
          <p className="break-all text-ink-600">{share.recipientEmail ? t("share.toEmail", { email: share.recipientEmail }) : t("share.byLink")}</p>
        </div>
        {share.status === "NONE" ? <Badge tone="neutral">{t("share.choicesOnly")}</Badge> : <DealBadge status={share.status} className="shrink-0" />}
      </div>

      {share.pendingSigners.length > 0 && (
        <p className="text-warning-800">
          {t("share.waitingFor", { names: share.pendingSigners.map((signer) => (signer.role ? t("share.signerWithRole", { name: signer.name || t("share.unnamed"), role: signer.role }) : signer.name || t("share.unnamed"))).join(", ") })}
        </p>
      )}

      <div>
        <h5 className="mb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t("timeline.title")}</h5>
        <ol className="flex flex-col gap-1 border-l-2 border-ink-100 pl-3">
          {share.timeline.map((entry, index) => (
            <li key={`${entry.kind}-${index}`} className="flex flex-col">
              <span className={cx("font-medium", entry.kind === "accepted" ? "text-success-700" : entry.kind === "declined" ? "text-danger-700" : "text-ink-900")}>
                {entry.kind === "signed"
                  ? t("timeline.signed", { name: entry.name ?? t("share.unnamed") })
                  : entry.kind === "declined" && entry.name
                    ? t("timeline.declinedBy", { name: entry.name })
                    : t(`timeline.${entry.kind}`)}
              </span>
              <time dateTime={entry.at} className="text-ink-500">
                {time(entry.at)}
              </time>
            </li>
          ))}
        </ol>
        {share.outcome?.outcome === "DECLINED" && share.outcome.declineReason && (
          <p className="mt-1.5 rounded-lg bg-danger-50 px-2.5 py-1.5 break-words whitespace-pre-line text-danger-800">{t("timeline.reason", { reason: share.outcome.declineReason })}</p>
        )}
      </div>

      {choiceRows > 0 && (
        <Disclosure label={t("choices.toggle", { count: choiceRows })}>
          <DealChoicesList tables={share.choices} />
        </Disclosure>
      )}

      {share.requireAcceptance && (
        <Disclosure label={t("signatures.toggle", { count: share.signatures.length })}>
          <DealSignaturesList signatures={share.signatures} />
        </Disclosure>
      )}

      {accepted && share.outcome && (
        <div className="flex flex-col gap-1.5 border-t border-ink-100 pt-2.5">
          <a
            href={signedCopyUrl(documentId, share)}
            download
            className="inline-flex h-8 items-center justify-center self-start rounded-lg bg-accent-600 px-3 text-[0.8125rem] font-medium text-white hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            {t("outcome.download")}
          </a>
          {share.outcome.contentHash && (
            <p className="text-ink-600">
              {t("outcome.hash")}{" "}
              <a href={verifyUrl(share.outcome.contentHash)} target="_blank" rel="noopener noreferrer" className="font-mono text-xs break-all text-accent-700 underline-offset-2 hover:underline">
                {share.outcome.contentHash}
              </a>
            </p>
          )}
        </div>
      )}
    </li>
  );
}
