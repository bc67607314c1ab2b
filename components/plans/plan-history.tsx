import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui";
import type { PlanOverview } from "@/lib/plans/overview";

/** Every plan the account has had, latest first: when it started, which plan, its state, its end. */
export async function PlanHistory({ history }: { history: PlanOverview["history"] }) {
  const [t, format] = await Promise.all([getTranslations("plans"), getFormatter()]);
  const day = (date: Date) => format.dateTime(date, { dateStyle: "medium" });
  const planName = (entry: PlanOverview["history"][number]) => {
    if (entry.type === "TRIAL" || !entry.product) return t("freeTrial");
    const plan = t(`products.${entry.product}`);
    return entry.interval ? t("history.planWithInterval", { plan, interval: t(`intervals.${entry.interval}`) }) : plan;
  };

  return (
    <Card as="section" aria-labelledby="plan-history-title" padding="none" className="overflow-hidden">
      <h2 id="plan-history-title" className="px-6 pt-5 pb-3 text-base font-semibold tracking-tight text-ink-900">
        {t("history.title")}
      </h2>
      {history.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-ink-500">{t("history.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-y border-ink-100 bg-ink-50/70 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-6 py-2.5">
                  {t("history.date")}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t("history.plan")}
                </th>
                <th scope="col" className="px-3 py-2.5">
                  {t("history.state")}
                </th>
                <th scope="col" className="px-6 py-2.5">
                  {t("history.until")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {history.map((entry, index) => {
                const state = t(`history.states.${entry.type}`);
                return (
                  <tr key={`${entry.createdAt.toISOString()}-${index}`}>
                    <td className="px-6 py-3 whitespace-nowrap text-ink-700 tabular-nums">{day(entry.startsAt)}</td>
                    <td className="px-3 py-3 font-medium text-ink-900">{planName(entry)}</td>
                    <td className="px-3 py-3 text-ink-700">{entry.cancelAtPeriodEnd ? t("history.cancelled", { state }) : state}</td>
                    <td className="px-6 py-3 whitespace-nowrap text-ink-700 tabular-nums">{entry.expiry ? day(entry.expiry) : t("history.noEnd")}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
