"use client";

import { useFormatter, useTranslations } from "next-intl";
import { EXPIRY_TIME_ZONE } from "@/lib/sharing/expiry-zone";
import { Alert, Button, buttonClasses, CheckIcon, TextField } from "@/components/ui";
import { useCopy } from "./clipboard";
import type { ShareAnswer, ShareMode } from "./types";
import { shareOnWhatsApp } from "./whatsapp";

/**
 * What a finished share shows: the link to pass on (copy, open, WhatsApp), its short URL, PIN and
 * expiry. After an e-mail share it says whether the e-mail left; when it did not, the link still works.
 */
export function ShareResult({ mode, answer, documentTitle }: { mode: ShareMode; answer: ShareAnswer; documentTitle: string }) {
  const t = useTranslations("share.result");
  const format = useFormatter();
  const { copied, failed, copy } = useCopy();
  const info = answer.snapshot.shareInfo;
  const to = info.sentShareEmail?.to.email ?? "";

  return (
    <div className="flex flex-col gap-4">
      {mode === "share_link_succeeded" && <Alert tone="success" title={t("linkReady")}>{t("linkReadyText")}</Alert>}
      {mode === "share_via_email_succeeded" && <Alert tone="success" title={t("emailSent")}>{t("emailSentText", { email: to })}</Alert>}
      {mode === "share_via_email_failed" && <Alert tone="warning" title={t("emailFailed")}>{t("emailFailedText", { email: to })}</Alert>}

      <div className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <TextField label={t("link")} value={answer.url} readOnly containerClassName="min-w-0 flex-1" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy("url", answer.url)} leadingIcon={copied === "url" ? <CheckIcon aria-hidden="true" /> : undefined} className="min-w-28">
            {copied === "url" ? t("copied") : t("copy")}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-[0.8125rem] leading-5 text-ink-500">
          {copied === "url" ? t("copiedText") : copied === "short" ? t("copiedShortText") : failed ? t("copyFailed") : ""}
        </p>
      </div>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-500">{t("shortUrl")}</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <span className="truncate font-mono text-ink-900">{answer.shortURL}</span>
          <Button variant="ghost" size="sm" onClick={() => void copy("short", answer.shortURL)} aria-label={t("copyShort")}>
            {copied === "short" ? t("copied") : t("copy")}
          </Button>
        </dd>
        <dt className="text-ink-500">{t("expires")}</dt>
        <dd className="text-ink-900">{format.dateTime(new Date(info.expiryDate), { dateStyle: "long", timeZone: EXPIRY_TIME_ZONE })}</dd>
        <dt className="text-ink-500">{t("pin")}</dt>
        <dd className="font-mono text-ink-900">{info.pinProtectionCode ?? t("noPin")}</dd>
        {info.preventPrinting && (
          <>
            <dt className="text-ink-500">{t("printing")}</dt>
            <dd className="text-ink-900">{t("printingBlocked")}</dd>
          </>
        )}
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => shareOnWhatsApp(t("whatsappText", { title: documentTitle, url: answer.url }))}>
          {t("whatsapp")}
        </Button>
        <a href={answer.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "secondary" })}>
          {t("open")}
          <span className="sr-only"> {t("newTab")}</span>
        </a>
      </div>
    </div>
  );
}
