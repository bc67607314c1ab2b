import { assertNotLimited, countAttempt, type Limit } from "@/lib/auth/rate-limit";

// Every generate writes a file and every e-mail sends one out: both count per user, successes too.
export const SHEET_LIMITS = {
  generatePerUser: { max: 120, windowSeconds: 60 * 60 },
  emailPerUser: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export type SheetAction = "generate" | "email";

export const sheetLimitKey = (action: SheetAction, userId: string) => `sheet-${action}:${userId}`;

/** Throws 429 once the user has used up the action's window, else counts this attempt. */
export async function countSheetAttempt(action: SheetAction, userId: string): Promise<void> {
  const limit = action === "generate" ? SHEET_LIMITS.generatePerUser : SHEET_LIMITS.emailPerUser;
  const key = sheetLimitKey(action, userId);
  await assertNotLimited(key, limit);
  await countAttempt(key, limit);
}
