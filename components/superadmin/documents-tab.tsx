import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge, cx, EmptyState } from "@/components/ui";
import { DocumentIcon } from "@/components/ui/icons";
import type { Page } from "@/lib/superadmin/paging";
import { ConsoleSearch } from "./console-search";
import { asDate } from "./format";
import { ExternalIcon } from "./icons";
import { Pager } from "./pager";
import { CELL, ConsoleTable } from "./table";
import { consoleHref, operatorDocumentHref } from "./tabs";
import type { DocumentItem, DocumentWithNotesItem } from "./types";

export type DocumentsView = "all" | "notes";

type Props =
  | { view: "all"; data: Page<DocumentItem>; q: string | undefined }
  | { view: "notes"; data: Page<DocumentWithNotesItem>; q: string | undefined };

const TEMPLATE_TYPES = ["DOCUMENT", "TEMPLATE", "CONTENT_TEMPLATE", "SNAPSHOT", "TEAM_TEMPLATE", "DOCUMENT_FROM_TEAM_TEMPLATE"] as const;

/** Tab 1: every workspace's documents (50 a page), or those with a private note or event dates (100). */
export async function DocumentsTab(props: Props) {
  const { view, data, q } = props;
  const [t, format] = await Promise.all([getTranslations("superAdmin.documents"), getFormatter()]);
  const day = (value: Date | string) => format.dateTime(asDate(value), { dateStyle: "medium" });
  const typeName = (type: string) => ((TEMPLATE_TYPES as readonly string[]).includes(type) ? t(`types.${type as (typeof TEMPLATE_TYPES)[number]}`) : type);
  const viewQuery = view === "notes" ? "notes" : null;

  const views: { key: DocumentsView; label: string }[] = [
    { key: "all", label: t("views.all") },
    { key: "notes", label: t("views.notes") },
  ];

  const columns = [t("columns.title"), t("columns.owner"), t("columns.workspace"), ...(view === "notes" ? [t("columns.event"), t("columns.note")] : [t("columns.type")]), t("columns.updated"), t("columns.actions")];

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title" className="sr-only">
        {t("title")}
      </h2>
      <nav aria-label={t("views.label")} className="mb-4">
        <ul className="inline-flex rounded-lg bg-ink-100 p-1 text-sm">
          {views.map((item) => (
            <li key={item.key}>
              <Link
                href={consoleHref("documents", { view: item.key === "notes" ? "notes" : null, q })}
                aria-current={item.key === view ? "page" : undefined}
                className={cx(
                  "flex h-8 items-center rounded-md px-3 font-medium whitespace-nowrap",
                  item.key === view ? "bg-surface text-ink-900 shadow-xs" : "text-ink-600 hover:text-ink-900",
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ConsoleSearch label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      {data.items.length === 0 ? (
        <EmptyState icon={<DocumentIcon />} title={t("empty.title")} text={q ? t("empty.search", { q }) : view === "notes" ? t("empty.notes") : t("empty.all")} />
      ) : (
        <>
          <ConsoleTable caption={view === "notes" ? t("captionNotes") : t("caption")} columns={columns} minWidth={view === "notes" ? "60rem" : "52rem"}>
            {props.view === "all"
              ? props.data.items.map((doc) => (
                  <tr key={doc._id}>
                    <TitleCell doc={doc} t={t} />
                    <OwnerCell doc={doc} />
                    <td className={CELL}>{doc.team.name}</td>
                    <td className={CELL}>{typeName(doc.templateType)}</td>
                    <td className={`${CELL} whitespace-nowrap tabular-nums`}>{day(doc.updatedAt)}</td>
                    <OpenCell doc={doc} t={t} />
                  </tr>
                ))
              : props.data.items.map((doc) => (
                  <tr key={doc._id}>
                    <TitleCell doc={doc} t={t} />
                    <OwnerCell doc={doc} />
                    <td className={CELL}>{doc.team.name}</td>
                    <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                      {doc.event.startDate || doc.event.endDate ? (
                        <>
                          {doc.event.startDate ? day(doc.event.startDate) : "…"} – {doc.event.endDate ? day(doc.event.endDate) : "…"}
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className={`${CELL} max-w-[18rem]`}>
                      {doc.privateNote ? <p className="line-clamp-3 text-ink-700 whitespace-pre-line">{doc.privateNote}</p> : "—"}
                    </td>
                    <td className={`${CELL} whitespace-nowrap tabular-nums`}>{day(doc.updatedAt)}</td>
                    <OpenCell doc={doc} t={t} />
                  </tr>
                ))}
          </ConsoleTable>
          <Pager tab="documents" page={data.page} pageSize={data.pageSize} total={data.total} query={{ q, view: viewQuery }} label={t("title")} />
        </>
      )}
    </section>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<"superAdmin.documents">>>;

function TitleCell({ doc, t }: { doc: DocumentItem; t: T }) {
  return (
    <td className={CELL}>
      <span className="font-medium break-words text-ink-900">{doc.title || t("untitled")}</span>
      <span className="mt-1 flex flex-wrap gap-1.5">
        {doc.deleted && <Badge tone="danger">{t("deleted")}</Badge>}
        {doc.archived && <Badge tone="warning">{t("archived")}</Badge>}
      </span>
    </td>
  );
}

function OwnerCell({ doc }: { doc: DocumentItem }) {
  return (
    <td className={CELL}>
      <Link href={consoleHref("accounts", { account: doc.owner._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
        {doc.owner.username}
      </Link>
      <span className="block max-w-[14rem] truncate text-xs text-ink-500" title={doc.owner.email}>
        {doc.owner.email}
      </span>
    </td>
  );
}

function OpenCell({ doc, t }: { doc: DocumentItem; t: T }) {
  return (
    <td className={`${CELL} whitespace-nowrap`}>
      <Link
        href={operatorDocumentHref(doc._id)}
        aria-label={t("openLabel", { title: doc.title || t("untitled") })}
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-accent-700 underline-offset-2 hover:underline"
      >
        <ExternalIcon className="size-4" />
        {t("open")}
      </Link>
    </td>
  );
}
