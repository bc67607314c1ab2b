import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { MediaIcon } from "@/components/shell/icons";
import { Badge, EmptyState } from "@/components/ui";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate, formatSize } from "./format";
import { Pager } from "./pager";
import { consoleHref } from "./tabs";
import type { MediaItem } from "./types";

/** Tab 3: media of every workspace, newest first, 100 a page, as thumbnails with their facts. */
export async function MediaTab({ data, q }: { data: Page<MediaItem>; q: string | undefined }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.media"), getFormatter()]);
  return (
    <section aria-labelledby="media-title">
      <h2 id="media-title" className="sr-only">
        {t("title")}
      </h2>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<MediaIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : t("empty.all")} />
      ) : (
        <>
          <ul aria-label={t("caption")} className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-4">
            {data.items.map((item) => (
              <li key={item._id} className="flex flex-col overflow-hidden rounded-xl border border-ink-200 bg-surface shadow-xs">
                <div className="relative aspect-[4/3] bg-ink-100">
                  {item.url ? (
                    // eslint-disable-next-line @next/next/no-img-element -- our own media route serves the sized rendition
                    <img src={item.url} alt={item.name} loading="lazy" decoding="async" className="size-full object-cover" />
                  ) : (
                    <span className="flex size-full items-center justify-center text-xs text-ink-500">{t("noPreview")}</span>
                  )}
                  {item.deleted && (
                    <Badge tone="danger" className="absolute top-2 left-2">
                      {t("deleted")}
                    </Badge>
                  )}
                </div>
                <div className="flex min-w-0 flex-col gap-0.5 p-3 text-xs text-ink-600">
                  <span className="truncate text-sm font-medium text-ink-900" title={item.name}>
                    {item.name}
                  </span>
                  <span className="truncate">{item.team.name}</span>
                  {item.uploadedBy && (
                    <Link href={consoleHref("accounts", { account: item.uploadedBy._id })} className="truncate text-accent-700 underline-offset-2 hover:underline">
                      {item.uploadedBy.username}
                    </Link>
                  )}
                  <span className="tabular-nums">
                    {formatSize(item.sizeBytes, format)}
                    {item.width > 0 && ` · ${item.width} × ${item.height}`}
                  </span>
                  <span className="tabular-nums">{format.dateTime(asDate(item.createdAt), { dateStyle: "medium" })}</span>
                </div>
              </li>
            ))}
          </ul>
          <Pager tab="media" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q }} label={t("title")} />
        </>
      )}
    </section>
  );
}
