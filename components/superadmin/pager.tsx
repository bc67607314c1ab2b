import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { consoleHref, type SuperAdminTab } from "./tabs";

export interface PagerProps {
  tab: SuperAdminTab;
  page: number;
  pageSize: number;
  total: number;
  /** The rest of the query to keep (search text, sub-list...). */
  query?: Record<string, string | null | undefined>;
  /** What the pager pages, for its landmark name. */
  label: string;
}

/** "1–50 of 230" and previous/next links; links, not buttons, so every page has its URL. */
export async function Pager({ tab, page, pageSize, total, query = {}, label }: PagerProps) {
  const t = await getTranslations("superAdmin.pager");
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const link = (target: number) => consoleHref(tab, { ...query, page: target > 1 ? target : null });
  const disabled = "pointer-events-none opacity-40";
  return (
    <nav aria-label={t("label", { what: label })} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
      <p className="tabular-nums">{t("range", { from, to, total })}</p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link href={link(page - 1)} rel="prev" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            {t("previous")}
          </Link>
        ) : (
          <span aria-disabled="true" className={buttonClasses({ variant: "secondary", size: "sm", className: disabled })}>
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            {t("previous")}
          </span>
        )}
        <span className="px-1 tabular-nums">{t("pageOf", { page, pages })}</span>
        {page < pages ? (
          <Link href={link(page + 1)} rel="next" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            {t("next")}
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <span aria-disabled="true" className={buttonClasses({ variant: "secondary", size: "sm", className: disabled })}>
            {t("next")}
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
    </nav>
  );
}
