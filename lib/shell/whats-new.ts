import { BUILD_VERSION } from "@/lib/app-version";

/**
 * "show": the user has not seen this build's what's-new help yet. "silent": the account is brand new,
 * so there is nothing "new" to tell; the shell records the version without a dialog. "none": seen.
 */
export type WhatsNewMode = "none" | "show" | "silent";

/** Accounts younger than this are not greeted with what's new (accounts spec §9: once per build version). */
export const NEW_ACCOUNT_GRACE_MS = 10 * 60_000;

export function whatsNewMode(
  user: { lastUsedVersion: number | null; createdAt: Date },
  buildVersion: number = BUILD_VERSION,
  now: Date = new Date(),
): WhatsNewMode {
  if (user.lastUsedVersion !== null && user.lastUsedVersion >= buildVersion) return "none";
  return now.getTime() - user.createdAt.getTime() < NEW_ACCOUNT_GRACE_MS ? "silent" : "show";
}
