import { db } from "@/lib/db/client";
import { loadAccountPlan, requireInForce, type Client } from "./account-plan";
import { isInForce } from "./status";

// May this user still edit documents (accounts spec §7 does-plan-allow-edit)? Yes while the trial
// or paid plan runs, while a payment is pending, and for accounts with no plan on record; no once it
// has ended or the account is disabled. Reading and exporting still work then.

export async function doesPlanAllowEditing(userId: string, client: Client = db): Promise<boolean> {
  return isInForce((await loadAccountPlan(userId, client)).status);
}

/** Every block write asks this first: 402 when the plan has ended or the account is disabled. */
export async function requirePlanAllowsEditing(userId: string, client: Client = db): Promise<void> {
  requireInForce((await loadAccountPlan(userId, client)).status);
}
