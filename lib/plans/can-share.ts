import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/http/errors";
import { loadAccountPlan, requireInForce } from "./account-plan";
import { isInForce } from "./status";

// Who may share (GET /api/account/can-share, and the share call itself): an activated account whose
// plan is in force. An unactivated account is asked to activate; an ended plan or a disabled
// account is offered the payment page.

export type CannotShareReason = "notActivated" | "planEnded" | "accountDisabled";

export async function canShare(actor: Actor): Promise<{ status: "true" | "false"; reason: CannotShareReason | null }> {
  if (!actor.user.isActivated) return { status: "false", reason: "notActivated" };
  const { status } = await loadAccountPlan(actor.user.id);
  if (isInForce(status)) return { status: "true", reason: null };
  return { status: "false", reason: status === "DISABLED" ? "accountDisabled" : "planEnded" };
}

export async function requireCanShare(actor: Actor): Promise<void> {
  if (!actor.user.isActivated) throw new AppError("P0003", "shareNeedsActivation");
  requireInForce((await loadAccountPlan(actor.user.id)).status);
}
