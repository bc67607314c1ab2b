"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionsMenu } from "@/components/documents/actions-menu";
import { Button } from "@/components/ui";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import { downloadSheet, emailSheet, generateSheet, newExportId } from "./client";
import { SheetEmailDialog } from "./email-dialog";
import { DownloadIcon, MailIcon } from "./icons";
import { buildSheetTable } from "./sheet-table";
import type { SheetLabels } from "./table-cells";

export interface SpreadsheetMenuProps {
  segmentId: string;
  documentTitle: string;
  content: PricingContent;
  meta: PricingMeta;
  workspaceFormat: { decimalSeparator: string; groupSeparator: string };
}

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "failed" } | { kind: "sent"; email: string };

/**
 * The pricing table's "Excel" menu: download the table as an .xlsx, or e-mail it. Each export is
 * generated anew from the engine's result (a short-lived file under a fresh id), then downloaded or
 * sent. Failures of generate and download are logged and offer "Try again"; an e-mail failure shows
 * the spec's message in the dialog; a sent e-mail shows a notice here.
 */
export function SpreadsheetMenu({ segmentId, documentTitle, content, meta, workspaceFormat }: SpreadsheetMenuProps) {
  const t = useTranslations("pricingSheet");
  const choices = useTranslations("blocks.pricing-table.choices");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [emailOpen, setEmailOpen] = useState(false);
  const busy = status.kind === "busy";

  const defaults = useMemo<SheetLabels>(
    () => ({
      name: t("labels.name"),
      price: t("labels.price"),
      qty: t("labels.qty"),
      discount: t("labels.discount"),
      lineTax: t("labels.lineTax"),
      totalWithTax: t("labels.totalWithTax"),
      total: t("labels.total"),
      subTotal: t("labels.subTotal"),
      grandTotal: t("labels.grandTotal"),
      sectionSubtotal: t("labels.sectionSubtotal"),
      sectionTotal: t("labels.sectionTotal"),
      discountFallback: t("labels.discountFallback"),
      feeFallback: t("labels.feeFallback"),
      tax: t("labels.tax"),
      customColumn: (number: number) => t("labels.customColumn", { number }),
      notIncluded: choices("notIncluded"),
    }),
    [t, choices],
  );

  /** Writes the file on the server; answers its id. */
  const generate = async () => {
    const uniqueId = newExportId();
    await generateSheet(segmentId, uniqueId, "short", buildSheetTable(content, meta, workspaceFormat, defaults));
    return uniqueId;
  };

  const download = async () => {
    if (busy) return;
    setStatus({ kind: "busy" });
    try {
      await downloadSheet(segmentId, await generate(), `${documentTitle.trim() || "price-list"}.xlsx`);
      setStatus({ kind: "idle" });
    } catch (error) {
      console.error("[pricing sheet] Excel export failed", error);
      setStatus({ kind: "failed" });
    }
  };

  const send = async (email: string) => {
    try {
      await emailSheet(segmentId, await generate(), { email, owner: "", docTitle: documentTitle });
      setStatus({ kind: "sent", email });
      return true;
    } catch (error) {
      console.error("[pricing sheet] Excel e-mail failed", error);
      return false;
    }
  };

  const openEmail = () => {
    if (busy) return;
    setStatus({ kind: "idle" });
    setEmailOpen(true);
  };

  return (
    <div className="page-chrome flex flex-wrap items-center gap-2" aria-busy={busy}>
      <ActionsMenu
        trigger="button"
        label={t("menu")}
        actions={[
          { key: "download", label: t("download"), icon: <DownloadIcon />, onSelect: () => void download() },
          { key: "email", label: t("email"), icon: <MailIcon />, onSelect: openEmail },
        ]}
      />
      <div role="status" className="flex items-center gap-2 text-sm">
        {status.kind === "busy" && <span className="text-ink-600">{t("preparing")}</span>}
        {status.kind === "failed" && (
          <>
            <span className="text-danger-700">{t("failed")}</span>
            <Button size="sm" variant="secondary" onClick={() => void download()}>
              {t("retry")}
            </Button>
          </>
        )}
        {status.kind === "sent" && (
          <>
            <span className="text-success-700">{t("sent", { email: status.email })}</span>
            <Button size="sm" variant="ghost" onClick={() => setStatus({ kind: "idle" })}>
              {t("dismiss")}
            </Button>
          </>
        )}
      </div>
      {/* Mounted while open, so each opening starts with an empty form. */}
      {emailOpen && <SheetEmailDialog open onClose={() => setEmailOpen(false)} onSend={send} />}
    </div>
  );
}
