import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Alert, EmptyState } from "@/components/ui";
import { InfoIcon } from "@/components/ui/icons";
import type { Page } from "@/lib/superadmin/paging";
import { asDate } from "./format";
import { Pager } from "./pager";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { AuditItem } from "./types";

const show = (value: unknown) => (value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));
const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** What an entry changed, field by field: before → after. */
function Change({ before, after, t }: { before: unknown; after: unknown; t: (key: "before" | "after" | "nothing") => string }) {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (fields.length === 0) return <span className="text-ink-500">{t("nothing")}</span>;
  return (
    <dl className="flex flex-col gap-1 font-mono text-xs">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-1.5">
          <dt className="font-semibold text-ink-700">{field}:</dt>
          <dd className="break-all text-ink-600">
            <span className="sr-only">{t("before")} </span>
            <del className="text-danger-700 no-underline">{show(was[field])}</del>
            <span aria-hidden="true"> → </span>
            <span className="sr-only">, {t("after")} </span>
            <ins className="text-success-700 no-underline">{show(is[field])}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
}

/** Tab 9: every operator action, newest first: who, what, on what, when, before and after. */
export async function AuditTab({ data, filter }: { data: Page<AuditItem>; filter: AuditFilter }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.audit"), getFormatter()]);
  const filtered = Boolean(filter.targetType || filter.targetId);
  const target = (row: AuditItem) =>
    row.targetType === "user" ? (
      <Link href={consoleHref("accounts", { account: row.targetId })} className="font-mono text-xs text-accent-700 underline-offset-2 hover:underline">
        {row.targetId}
      </Link>
    ) : (
      <span className="font-mono text-xs break-all">{row.targetId}</span>
    );

  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title" className="sr-only">
        {t("title")}
      </h2>
      {filtered && (
        <Alert tone="info" live={false} className="mb-4">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {t("filtered", { type: filter.targetType ?? "*", id: filter.targetId ?? "*" })}
            <Link href={consoleHref("audit")} className="font-medium underline underline-offset-2">
              {t("showAll")}
            </Link>
          </span>
        </Alert>
      )}
      {data.items.length === 0 ? (
        <EmptyState icon={<InfoIcon />} title={t("empty.title")} text={filtered ? t("empty.filtered") : t("empty.all")} />
      ) : (
        <>
          <ConsoleTable caption={t("caption")} columns={[t("columns.when"), t("columns.who"), t("columns.what"), t("columns.target"), t("columns.change")]} minWidth="56rem">
            {data.items.map((row) => (
              <tr key={row._id}>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(row.createdAt), { dateStyle: "medium", timeStyle: "short" })}</td>
                <td className={CELL}>
                  {row.actor?.username ? (
                    <Link href={consoleHref("accounts", { account: row.actor._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
                      {row.actor.username}
                    </Link>
                  ) : (
                    <span className="text-ink-500">{t("deletedActor")}</span>
                  )}
                </td>
                <td className={`${CELL} font-mono text-xs whitespace-nowrap text-ink-900`}>{row.action}</td>
                <td className={CELL}>
                  <span className="block text-xs text-ink-500">{row.targetType}</span>
                  {target(row)}
                </td>
                <td className={`${CELL} max-w-[26rem]`}>
                  <Change before={row.before} after={row.after} t={t} />
                </td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager
            tab="audit"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            query={{ targetType: filter.targetType ?? null, targetId: filter.targetId ?? null }}
            label={t("title")}
          />
        </>
      )}
    </section>
  );
}
