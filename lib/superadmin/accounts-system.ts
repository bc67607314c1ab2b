import { STUDIO_USERNAME } from "@/lib/design-templates/studio";
import { AppError } from "@/lib/http/errors";

/**
 * The system account that owns the design templates' documents (lib/design-templates/studio.ts) is
 * not a person's: the console neither changes nor deletes it (deleting it would delete every design,
 * enabling it would lift the flag that keeps it from signing in). 409 for it.
 */
export function requireNotSystemAccount(account: { username: string }): void {
  if (account.username === STUDIO_USERNAME) throw new AppError("CONFLICT", "superAdminSystemAccount");
}
