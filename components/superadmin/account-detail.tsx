import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { statusTone, usageLevel, usagePercent } from "@/components/plans/plan-format";
import { Badge, Card, cx } from "@/components/ui";
import { AccessCard } from "./account-access";
import { DeleteAccountCard } from "./account-delete";
import { ModulesForm, NotificationsForm, PaymentMethodForm, SalesRepresentativeForm } from "./account-forms";
import { SetPlanForm, TrialForms } from "./account-plan-forms";
import { asDate, formatSize } from "./format";
import { ArrowLeftIcon } from "./icons";
import { ReferralCreateForm, ReferralToggle } from "./referral-forms";
import { CELL, ConsoleTable } from "./table";
import { consoleHref } from "./tabs";
import type { AccountDetail } from "./types";

const METER = { ok: "bg-accent-600", high: "bg-warning-500", full: "bg-danger-600" } as const;

function Section({ id, title, children, className }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card as="section" aria-labelledby={id} className={cx("flex flex-col gap-4", className)}>
      <h3 id={id} className="text-base font-semibold tracking-tight text-ink-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** One account with every operator action (tab 0, `?account=`). */
export async function AccountDetailView({ account, backHref }: { account: AccountDetail; backHref: string }) {
  const [t, tp, format] = await Promise.all([getTranslations("superAdmin.account"), getTranslations("plans"), getFormatter()]);
  const day = (value: Date | string) => format.dateTime(asDate(value), { dateStyle: "medium" });
  const size = (bytes: number) => formatSize(bytes, format);
  const name = `${account.firstname} ${account.lastname}`.trim();
  const disk = account.diskUsage;
  const percent = usagePercent(disk.usedInOwnWorkspaces, disk.quotaBytes);
  const diskText = t("disk.used", { used: size(disk.usedInOwnWorkspaces), quota: size(disk.quotaBytes) });
  const trialRunning = account.plan.status === "TRIAL";

  return (
    <article aria-labelledby="account-title">
      <Link href={backHref} className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 hover:text-ink-900">
        <ArrowLeftIcon className="size-4" />
        {t("back")}
      </Link>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="account-title" className="text-xl font-semibold tracking-tight text-ink-900">
            {name || account.username}
          </h2>
          <p className="mt-1 text-sm break-all text-ink-600">
            {account.username} · {account.email}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={statusTone(account.plan.status)}>{tp(`status.${account.plan.status}`)}</Badge>
          <Badge tone="neutral">{t(`payment.methods.${account.paymentMethod}`)}</Badge>
          {!account.isActivated && <Badge tone="warning">{t("notActivated")}</Badge>}
          {account.disabled && <Badge tone="danger">{t("disabled")}</Badge>}
          {account.isSuperAdmin && account.roles.includes("admin") && <Badge tone="accent">{t("operator")}</Badge>}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="account-overview" title={t("overview.title")}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {[
              [t("overview.username"), account.username],
              [t("overview.email"), account.email],
              [t("overview.name"), name || "—"],
              [t("overview.language"), account.language.toUpperCase()],
              [t("overview.signedUp"), day(account.createdAt)],
              [t("overview.activated"), account.isActivated ? t("yes") : t("no")],
              [t("overview.refCode"), account.refCode ?? "—"],
              [t("overview.roles"), account.roles.length ? account.roles.join(", ") : "—"],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-ink-500">{label}</dt>
                <dd className="mt-0.5 font-medium break-words text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="border-t border-ink-100 pt-4">
            <h4 className="text-sm font-semibold text-ink-800">{t("overview.workspaces")}</h4>
            {account.memberships.length === 0 ? (
              <p className="mt-1 text-sm text-ink-500">{t("overview.noWorkspaces")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {account.memberships.map((membership) => (
                  <li key={membership.teamId} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-ink-900">{membership.teamName}</span>
                    <Badge tone={membership.role === "ADMIN" ? "accent" : "neutral"}>{t(`overview.memberRole.${membership.role}`)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link
            href={consoleHref("audit", { targetType: "user", targetId: account._id })}
            className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline"
          >
            {t("overview.auditLink")}
          </Link>
        </Section>

        <Section id="account-disk" title={t("disk.title")}>
          <div>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span id="account-disk-label" className="font-medium text-ink-800">
                {t("disk.quota")}
              </span>
              <span className="text-ink-600 tabular-nums">{diskText}</span>
            </div>
            <div
              role="meter"
              aria-labelledby="account-disk-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={diskText}
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-ink-100 ring-1 ring-ink-200 ring-inset"
            >
              <div className={cx("h-full rounded-full", METER[usageLevel(percent)])} style={{ width: `${percent}%` }} />
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-4 border-t border-ink-100 pt-4 text-sm">
            {[
              [t("disk.uploaded"), disk.totalSize],
              [t("disk.media"), disk.media],
              [t("disk.files"), disk.files],
            ].map(([label, bytes]) => (
              <div key={label}>
                <dt className="text-ink-500">{label}</dt>
                <dd className="mt-0.5 font-medium text-ink-900 tabular-nums">{size(Number(bytes))}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs leading-5 text-ink-500">{t("disk.hint")}</p>
        </Section>

        <Section id="account-plan" title={t("plan.title")} className="lg:col-span-2">
          <p className="text-sm text-ink-700">
            {t("plan.current", { status: tp(`status.${account.plan.status}`) })}
            {account.plan.product && ` · ${tp(`products.${account.plan.product}`)}`}
            {account.plan.interval && ` · ${tp(`intervals.${account.plan.interval}`)}`}
            {account.plan.expiresAt && ` · ${t("plan.until", { date: day(account.plan.expiresAt) })}`}
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <TrialForms accountId={account._id} username={account.username} trialRunning={trialRunning} />
            <SetPlanForm accountId={account._id} />
          </div>
          <PlanHistoryTable history={account.planHistory} />
        </Section>

        <Section id="account-payment" title={t("payment.title")}>
          <PaymentMethodForm accountId={account._id} current={account.paymentMethod} />
          <div className="border-t border-ink-100 pt-4">
            <SalesRepresentativeForm accountId={account._id} current={account.salesRepresentative} />
          </div>
        </Section>

        <Section id="account-settings" title={t("settings.title")}>
          <ModulesForm accountId={account._id} current={account.modulesEnabled} />
          <div className="border-t border-ink-100 pt-4">
            <NotificationsForm accountId={account._id} current={account.emailNotifications} />
          </div>
        </Section>

        <Section id="account-access" title={t("access.title")}>
          <AccessCard accountId={account._id} username={account.username} email={account.email} disabled={account.disabled} disabledReason={account.disabledReason} />
        </Section>

        <Section id="account-referrals" title={t("referrals.title")}>
          <p className="text-sm text-ink-600">{t("referrals.text")}</p>
          {account.referralCodes.length === 0 ? (
            <p className="text-sm text-ink-500">{t("referrals.empty")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-ink-100 rounded-lg border border-ink-200 text-sm">
              {account.referralCodes.map((code) => (
                <li key={code._id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
                  <span className="min-w-0">
                    <span className="font-mono font-medium break-all text-ink-900">{code.code}</span>
                    <span className="ml-2 text-ink-600 tabular-nums">{t("referrals.uses", { uses: code.uses, limit: code.limit })}</span>
                  </span>
                  <Badge tone={code.enabled ? "success" : "neutral"} dot={code.enabled} className="ml-auto">
                    {code.enabled ? t("referrals.enabled") : t("referrals.disabled")}
                  </Badge>
                  <ReferralToggle id={code._id} code={code.code} enabled={code.enabled} />
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-ink-100 pt-4">
            <ReferralCreateForm accountId={account._id} />
          </div>
        </Section>

        <Section id="account-delete" title={t("delete.title")} className="lg:col-span-2">
          <DeleteAccountCard accountId={account._id} username={account.username} />
        </Section>
      </div>
    </article>
  );
}

async function PlanHistoryTable({ history }: { history: AccountDetail["planHistory"] }) {
  const [t, tp, format] = await Promise.all([getTranslations("superAdmin.account.plan"), getTranslations("plans"), getFormatter()]);
  const day = (value: Date | string | null) => (value ? format.dateTime(asDate(value), { dateStyle: "medium" }) : t("noEnd"));
  if (history.length === 0) return <p className="text-sm text-ink-500">{t("historyEmpty")}</p>;
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-ink-800">{t("history")}</h4>
      <ConsoleTable caption={t("history")} minWidth="40rem" columns={[t("columns.recorded"), t("columns.state"), t("columns.plan"), t("columns.period"), t("columns.source")]}>
        {history.map((row) => (
          <tr key={row._id}>
            <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(row.createdAt), { dateStyle: "medium", timeStyle: "short" })}</td>
            <td className={CELL}>{tp(`history.states.${row.state}`)}</td>
            <td className={CELL}>
              {row.product ? tp(`products.${row.product}`) : tp("freeTrial")}
              {row.interval && ` · ${tp(`intervals.${row.interval}`)}`}
            </td>
            <td className={`${CELL} whitespace-nowrap tabular-nums`}>
              {day(row.startsAt)} – {day(row.expiresAt)}
            </td>
            <td className={CELL}>{row.source ? sourceLabel(t, row.source) : "—"}</td>
          </tr>
        ))}
      </ConsoleTable>
    </div>
  );
}

const SOURCES = ["signup", "stripe", "test-purchase", "dev", "operator"] as const;
type Source = (typeof SOURCES)[number];
const SOURCE_KEYS: Record<Source, "signup" | "stripe" | "testPurchase" | "dev" | "operator"> = {
  signup: "signup",
  stripe: "stripe",
  "test-purchase": "testPurchase",
  dev: "dev",
  operator: "operator",
};

function sourceLabel(t: Awaited<ReturnType<typeof getTranslations<"superAdmin.account.plan">>>, source: string): string {
  return (SOURCES as readonly string[]).includes(source) ? t(`sources.${SOURCE_KEYS[source as Source]}`) : source;
}
