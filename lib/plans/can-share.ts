import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/http/errors";
import { loadAccountPlan, requireInForce } from "./account-plan";
import { isInForce } from "./status";

// Who may share (GET /api/account/can-share, and the share call itself): an activated account whose
// plan is in force. An unactivated account is asked to activate; an ended plan or a disabled
// account is offered the payment page.

export type CannotShareReason = "notActivated" | "planEnded" | "accountDisabled";

// The plan is asked first: activating does not help an account whose plan has ended.
export async function canShare(actor: Actor): Promise<{ status: "true" | "false"; reason: CannotShareReason | null }> {
  const { status } = await loadAccountPlan(actor.user.id);
  if (!isInForce(status)) return { status: "false", reason: status === "DISABLED" ? "accountDisabled" : "planEnded" };
  if (!actor.user.isActivated) return { status: "false", reason: "notActivated" };
  return { status: "true", reason: null };
}

export async function requireCanShare(actor: Actor): Promise<void> {
  requireInForce((await loadAccountPlan(actor.user.id)).status);
  if (!actor.user.isActivated) throw new AppError("P0003", "shareNeedsActivation");
}
