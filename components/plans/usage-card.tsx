import { getFormatter, getTranslations } from "next-intl/server";
import { Card, cx } from "@/components/ui";
import type { PlanOverview } from "@/lib/plans/overview";
import { sizeInUnit, usageLevel, usagePercent } from "./plan-format";

const METER_COLOURS = { ok: "bg-accent-600", high: "bg-warning-500", full: "bg-danger-600" } as const;

/** What the account uses of its plan: disk space (a meter), workspaces, and people per workspace. */
export async function UsageCard({ overview, className }: { overview: PlanOverview; className?: string }) {
  const [t, format] = await Promise.all([getTranslations("plans.usage"), getFormatter()]);
  const { usage } = overview;
  const limits = overview.plan?.limits ?? null;
  const size = (bytes: number) => {
    const { value, unit } = sizeInUnit(bytes);
    return format.number(value, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 });
  };
  const percent = usagePercent(usage.diskBytes, usage.quotaBytes);
  const level = usageLevel(percent);
  const used = t("diskUsed", { used: size(usage.diskBytes), quota: size(usage.quotaBytes) });
  const workspaceLimit = limits?.workspaces ?? null;
  const peopleLimit = limits?.membersPerWorkspace ?? null;

  return (
    <Card as="section" aria-labelledby="plan-usage-title" className={cx("flex flex-col gap-5", className)}>
      <h2 id="plan-usage-title" className="text-base font-semibold tracking-tight text-ink-900">
        {t("title")}
      </h2>
      <div>
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id="plan-disk-label" className="font-medium text-ink-800">
            {t("disk")}
          </span>
          <span className="text-ink-600 tabular-nums">{used}</span>
        </div>
        <div
          role="meter"
          aria-labelledby="plan-disk-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={used}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100 ring-1 ring-ink-200 ring-inset"
        >
          <div className={cx("h-full rounded-full", METER_COLOURS[level])} style={{ width: `${percent}%` }} />
        </div>
        {level !== "ok" && <p className="mt-2 text-[0.8125rem] leading-5 text-warning-800">{t("diskHigh")}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-4 border-t border-ink-100 pt-4 text-sm">
        <div>
          <dt className="text-ink-500">{t("workspaces")}</dt>
          <dd className="mt-0.5 font-medium text-ink-900 tabular-nums">
            {workspaceLimit === null ? t("workspacesUnlimited", { used: usage.workspaces }) : t("workspacesUsed", { used: usage.workspaces, limit: workspaceLimit })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-500">{t("people")}</dt>
          <dd className="mt-0.5 font-medium text-ink-900 tabular-nums">{peopleLimit === null ? t("unlimited") : t("upTo", { count: peopleLimit })}</dd>
        </div>
      </dl>
    </Card>
  );
}
