import { emailResetLink } from "@/lib/accounts/passwords";
import type { Actor } from "@/lib/auth/actor";
import { endAllSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { runningSubscription } from "@/lib/plans/billing-account";
import { OPERATOR } from "@/lib/plans/disabled-reasons";
import { latestPlanRow } from "@/lib/plans/account-plan";
import type { AccountAction } from "./account-schemas";
import { requireOperatorsRemain } from "./accounts-lock-out";
import { operatorPlanRow, planSummary } from "./accounts-plan";
import { requireNotSystemAccount } from "./accounts-system";
import { audit, audited } from "./audit";

// The operator console's account actions (POST /api/superadmin/accounts/{id}/action). Each runs in
// one transaction with the account's row locked, and leaves one audit entry `account.<action>`
// with the fields it changed, before and after.

type Json = Prisma.InputJsonObject | null;
interface Change {
  before: Json;
  after: Json;
}

const accountSelect = {
  username: true,
  paymentMethod: true,
  salesRepresentative: true,
  modulesEnabled: true,
  emailNotifications: true,
  disabled: true,
  disabledReason: true,
} as const;

type Account = Prisma.UserGetPayload<{ select: typeof accountSelect }>;
type StoredAction = Exclude<AccountAction, { action: "send-password-reset" }>;

async function lockAccount(tx: Prisma.TransactionClient, userId: string): Promise<Account> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  if (!locked.length) throw notFound();
  const account = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: accountSelect });
  requireNotSystemAccount(account);
  return account;
}

/** Sets one column and answers its value before and after. */
async function setField<K extends keyof Account>(tx: Prisma.TransactionClient, userId: string, account: Account, field: K, value: Account[K]): Promise<Change> {
  await tx.user.update({ where: { id: userId }, data: { [field]: value } });
  return { before: { [field]: account[field] }, after: { [field]: value } };
}

async function appendPlanRow(tx: Prisma.TransactionClient, userId: string, action: Extract<StoredAction, { action: "set-plan" | "extend-trial" | "end-trial" }>): Promise<Change> {
  const latest = await latestPlanRow(userId, tx);
  const row = operatorPlanRow(action, latest, new Date());
  await tx.planHistory.create({ data: { userId, ...row, source: "operator" } });
  return { before: planSummary(latest), after: planSummary(row) };
}

async function applyAction(tx: Prisma.TransactionClient, actor: Actor, userId: string, action: StoredAction): Promise<Change> {
  const account = await lockAccount(tx, userId);
  switch (action.action) {
    case "set-payment-method": {
      // A running card subscription would go on charging an account moved to direct payment.
      const latest = await latestPlanRow(userId, tx);
      if (action.paymentMethod === "DIRECT" && runningSubscription(latest)) throw new AppError("CONFLICT", "superAdminSubscriptionRuns");
      return setField(tx, userId, account, "paymentMethod", action.paymentMethod);
    }
    case "set-sales-representative":
      return setField(tx, userId, account, "salesRepresentative", action.salesRepresentative);
    case "set-modules":
      return setField(tx, userId, account, "modulesEnabled", action.modules);
    case "set-email-notifications":
      return setField(tx, userId, account, "emailNotifications", action.enabled);
    case "set-plan":
    case "extend-trial":
    case "end-trial":
      return appendPlanRow(tx, userId, action);
    case "disable": {
      await requireOperatorsRemain(tx, userId);
      // Every session and API token ends with it: a copied cookie is refused at once. Signing in again
      // leads to /account-disabled (the logged-in layout). A payment failure keeps sessions: its user pays.
      await tx.user.update({ where: { id: userId }, data: { disabled: true, disabledReason: OPERATOR } });
      await endAllSessions(tx, userId);
      const before = { disabled: account.disabled, disabledReason: account.disabledReason };
      return { before, after: { disabled: true, disabledReason: OPERATOR, ...(action.reason ? { note: action.reason } : {}) } };
    }
    case "enable":
      await tx.user.update({ where: { id: userId }, data: { disabled: false, disabledReason: null } });
      return { before: { disabled: account.disabled, disabledReason: account.disabledReason }, after: { disabled: false, disabledReason: null } };
  }
}

/**
 * The reset e-mail goes to the account's own address (never one the operator types). An e-mail
 * cannot be taken back, so it is sent first and its audit entry written once it has gone.
 */
async function sendPasswordReset(actor: Actor, userId: string, fallbackLocale: Locale): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, username: true, email: true, firstname: true, language: true } });
  if (!user) throw notFound();
  requireNotSystemAccount(user);
  await emailResetLink(user, fallbackLocale, appUrl());
  await audit(actor, { action: "account.send-password-reset", targetType: "user", targetId: userId, before: null, after: { email: user.email } });
}

export async function runAccountAction(actor: Actor, userId: string, action: AccountAction, locale: Locale): Promise<void> {
  if (action.action === "send-password-reset") return sendPasswordReset(actor, userId, locale);
  await audited(actor, async (tx) => {
    const change = await applyAction(tx, actor, userId, action);
    return { result: undefined, entry: { action: `account.${action.action}`, targetType: "user", targetId: userId, ...change } };
  });
}
