"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { DealBadge } from "@/components/documents/badges";
import { Badge, Button, ChevronDownIcon, cx } from "@/components/ui";
import { signedCopyUrl, verifyUrl, type DealShareData } from "./deal-types";

/**
 * One share (and recipient) that closes a deal, in the Share tab: its state, what happened when,
 * the client's current choices, who signed and how they were verified, and the signed copy once
 * accepted. Choices and signatures fold away (buttons with aria-expanded), so the narrow panel
 * stays readable.
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
          <div className="flex flex-col gap-2">
            {share.choices.map((table, index) => (
              <div key={table.blockId}>
                <h5 className="font-medium text-ink-900">{table.tableTitle || t("choices.table", { number: index + 1 })}</h5>
                <ul className="mt-0.5 flex flex-col gap-0.5">
                  {table.rows.map((row) => (
                    <li key={row.rowId} className="flex items-start gap-2">
                      <span aria-hidden="true" className={cx("mt-0.5 grid size-4 shrink-0 place-items-center rounded border text-[0.625rem] leading-none", row.selected ? "border-success-600 bg-success-600 text-white" : "border-ink-300 bg-white")}>
                        {row.selected ? "✓" : ""}
                      </span>
                      <span className="min-w-0">
                        <span className={cx("break-words", row.selected ? "text-ink-900" : "text-ink-500 line-through")}>{row.name || t("choices.unnamedItem")}</span>
                        <span className="block text-ink-600">
                          {[
                            row.optional ? (row.selected ? t("choices.selected") : t("choices.notSelected")) : null,
                            row.quantityMin !== null && row.quantityMax !== null
                              ? t("choices.quantityRange", { quantity: row.quantity, min: row.quantityMin, max: row.quantityMax })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
                {table.total && <p className="mt-1 font-medium text-ink-900 tabular-nums">{t("choices.total", { total: table.total.formatted })}</p>}
              </div>
            ))}
          </div>
        </Disclosure>
      )}

      {share.requireAcceptance && (
        <Disclosure label={t("signatures.toggle", { count: share.signatures.length })}>
          {share.signatures.length === 0 ? (
            <p className="text-ink-600">{t("signatures.none")}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {share.signatures.map((signature, index) => (
                <li key={`${signature.signerEmail}-${index}`} className="rounded-lg bg-ink-50 p-2">
                  <p className="font-medium break-words text-ink-900">{signature.signerRole ? t("share.signerWithRole", { name: signature.signerName, role: signature.signerRole }) : signature.signerName}</p>
                  <dl className="mt-0.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-ink-600">
                    <dt>{t("signatures.email")}</dt>
                    <dd className="break-all text-ink-900">{signature.signerEmail}</dd>
                    <dt>{t("signatures.signedAt")}</dt>
                    <dd className="text-ink-900">
                      <time dateTime={signature.signedAt}>{time(signature.signedAt)}</time>
                    </dd>
                    <dt>{t("signatures.how")}</dt>
                    <dd className="text-ink-900">{t(signature.kind === "drawn" ? "signatures.drawn" : "signatures.typed")}</dd>
                    <dt>{t("signatures.verification")}</dt>
                    <dd className="text-ink-900">{signature.verification.method === "email-code" ? t("signatures.verifiedByEmail") : signature.verification.method}</dd>
                    <dt>{t("signatures.address")}</dt>
                    <dd className="truncate font-mono text-xs text-ink-900" title={signature.addressHash}>
                      {signature.addressHash}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
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

/** A folded section: a button with aria-expanded, and its content below. */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        trailingIcon={<ChevronDownIcon className={cx("size-4 transition-transform", open && "rotate-180")} />}
        className="-ml-2"
      >
        {label}
      </Button>
      <div id={id} hidden={!open} className="pt-1">
        {open && children}
      </div>
    </div>
  );
}
