import type { DealView } from "@/lib/acceptance/types";
import { signedNames } from "@/lib/blocks/types/accept/deal-text";
import { CheckIcon, LocalTime, withSlot } from "@/lib/blocks/types/accept/parts";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "./translator";

// The top of a shared document whose deal has an outcome: a calm line saying who accepted it and
// when, with the signed copy to download, or when it was declined. Printed too (the download link
// is not): a printed copy says what it is.

function longDate(iso: string, locale: Locale): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(at) : "";
}

export function DealBanner({ deal, locale, t }: { deal: DealView | undefined; locale: Locale; t: Translator }) {
  const outcome = deal?.outcome;
  if (!deal || !outcome) return null;
  const date = (
    <LocalTime iso={outcome.decidedAt} kind="date">
      {longDate(outcome.decidedAt, locale)}
    </LocalTime>
  );
  if (outcome.outcome === "DECLINED") {
    return (
      <div data-deal-banner="declined" className="mx-4 mt-4 mb-4 rounded-xl border border-ink-200 bg-surface px-4 py-3 text-base font-medium text-ink-800 sm:mx-0 sm:mt-0 sm:mb-6">
        <p className="m-0">{withSlot((slot) => t("deal.declined", { date: slot }), date)}</p>
      </div>
    );
  }
  const names = new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(signedNames(deal));
  return (
    <div
      data-deal-banner="accepted"
      className="mx-4 mt-4 mb-4 flex flex-col gap-3 rounded-xl border border-success-200 bg-success-50 px-4 py-3 text-success-800 sm:mx-0 sm:mt-0 sm:mb-6 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
    >
      <p className="m-0 flex items-start gap-2.5 text-base leading-snug font-medium">
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
        <span>{withSlot((slot) => t("deal.acceptedBy", { names, date: slot }), date)}</span>
      </p>
      <a
        href={`${deal.apiBase}/signed-copy`}
        download=""
        data-print-hidden=""
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-success-800 ring-1 ring-success-200 ring-inset hover:bg-success-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <DownloadIcon />
        {t("deal.downloadSigned")}
      </a>
    </div>
  );
}

/** The share as a PDF, where printing is allowed: a quiet link at the end of the page. */
export function PdfLink({ href, t }: { href: string; t: Translator }) {
  return (
    <div data-print-hidden="" className="mt-4 flex justify-center px-4 sm:justify-end sm:px-0">
      <a
        href={href}
        download=""
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        <DownloadIcon />
        {t("deal.downloadPdf")}
      </a>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-4 shrink-0">
      <path d="M10 3v9.5M6 8.5l4 4 4-4M4 15.5h12" />
    </svg>
  );
}
