import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card, cx } from "@/components/ui";
import { asDate } from "./format";
import { KpiChart } from "./kpi-chart";
import { consoleHref } from "./tabs";
import type { KeyFigures, KpiPeriod } from "./types";

/** How many buckets each period shows: a month of days, half a year of weeks, a year of months. */
export const KPI_COUNTS: Record<KpiPeriod, number> = { day: 30, week: 26, month: 12 };
const PERIODS: KpiPeriod[] = ["day", "week", "month"];

/** Tab 4: sign-ups and shares per day, week or month, as charts with the numbers in a table beside them. */
export async function KpiTab({ figures }: { figures: KeyFigures }) {
  const [t, format] = await Promise.all([getTranslations("superAdmin.kpi"), getFormatter()]);
  const { period, buckets } = figures;
  const label = (start: Date | string) =>
    period === "month"
      ? format.dateTime(asDate(start), { month: "short", year: "2-digit" })
      : format.dateTime(asDate(start), { day: "numeric", month: "short" });
  const fullLabel = (start: Date | string) =>
    period === "month" ? format.dateTime(asDate(start), { month: "long", year: "numeric" }) : format.dateTime(asDate(start), { dateStyle: "medium" });
  const totals = buckets.reduce((sum, bucket) => ({ signups: sum.signups + bucket.signups, shares: sum.shares + bucket.shares }), { signups: 0, shares: 0 });
  const range = t(`range.${period}`, { count: buckets.length });
  const charts = [
    { key: "signups" as const, name: t("signups"), color: "var(--color-accent-600)" },
    { key: "shares" as const, name: t("shares"), color: "var(--color-success-600)" },
  ];

  return (
    <section aria-labelledby="kpi-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="kpi-title" className="text-base font-semibold tracking-tight text-ink-900">
          {t("title", { range })}
        </h2>
        <nav aria-label={t("periodLabel")}>
          <ul className="inline-flex rounded-lg bg-ink-100 p-1 text-sm">
            {PERIODS.map((item) => (
              <li key={item}>
                <Link
                  href={consoleHref("kpi", { period: item === "day" ? null : item })}
                  aria-current={item === period ? "page" : undefined}
                  className={cx(
                    "flex h-8 items-center rounded-md px-3 font-medium whitespace-nowrap",
                    item === period ? "bg-surface text-ink-900 shadow-xs" : "text-ink-600 hover:text-ink-900",
                  )}
                >
                  {t(`periods.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {charts.map((chart) => (
            <Card as="section" key={chart.key} aria-labelledby={`kpi-${chart.key}`}>
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`kpi-${chart.key}`} className="text-sm font-semibold text-ink-900">
                  {chart.name}
                </h3>
                <p className="text-sm text-ink-600 tabular-nums">{t("total", { count: totals[chart.key] })}</p>
              </div>
              <KpiChart
                name={chart.name}
                color={chart.color}
                description={t("chartDescription", { figure: chart.name, range, count: totals[chart.key] })}
                points={buckets.map((bucket) => ({ label: label(bucket.start), value: bucket[chart.key] }))}
              />
            </Card>
          ))}
        </div>

        <Card padding="none" className="overflow-hidden">
          <div role="region" aria-label={t("tableCaption", { range })} tabIndex={0} className="max-h-[36rem] overflow-y-auto">
            <table className="w-full text-left text-sm">
              <caption className="px-4 pt-4 pb-2 text-left text-sm font-semibold text-ink-900">{t("tableCaption", { range })}</caption>
              <thead className="sticky top-0 bg-ink-50 text-xs tracking-wide text-ink-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t(`columns.${period}`)}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t("signups")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {t("shares")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100 text-ink-800">
                {[...buckets].reverse().map((bucket) => (
                  <tr key={String(bucket.start)}>
                    <th scope="row" className="px-4 py-1.5 text-left font-normal whitespace-nowrap tabular-nums">
                      {fullLabel(bucket.start)}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{format.number(bucket.signups)}</td>
                    <td className="px-4 py-1.5 text-right tabular-nums">{format.number(bucket.shares)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-ink-200 bg-ink-50/70 font-semibold">
                <tr>
                  <th scope="row" className="px-4 py-2 text-left">
                    {t("totalRow")}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{format.number(totals.signups)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{format.number(totals.shares)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </Card>
      </div>
    </section>
  );
}
