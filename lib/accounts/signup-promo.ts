import { db } from "@/lib/db/client";

/** The sign-up promo video is shown once; the flag keeps it from coming back on other devices. */
export async function markSignupPromoShown(userId: string) {
  await db.user.updateMany({ where: { id: userId, signupPromoVideoShown: false }, data: { signupPromoVideoShown: true } });
  return { success: true };
}
