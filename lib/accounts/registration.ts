import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { assertNotLimited, countAttempt, LIMITS, perAddress } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/http/errors";
import { translatorFor } from "@/lib/i18n/translator";
import { appUrl } from "@/lib/mail/config";
import { findOpenInvitation, linkInvitationAtSignUp } from "@/lib/members/invitations";
import { claimReferralCode } from "@/lib/plans/referral-codes";
import { startTrial } from "@/lib/plans/trial";
import { createFirstWorkspace } from "@/lib/teams/first-workspace";
import { sendActivation } from "./activation-tokens";
import { normalizePhone } from "./phone";
import type { RegisterInput } from "./schemas";

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const taken = await db.user.findUnique({ where: { username: username.trim().toLowerCase() }, select: { id: true } });
  return !taken;
}

/**
 * Creates an unactivated account, signs it up for the one-month trial and either takes up an
 * invitation for its address (joined at activation, which proves the address) or creates the user's
 * first workspace (as ADMIN, with the survey's sector).
 * The activation code and link are e-mailed after the transaction has committed; when that fails
 * the account stays (the user can ask for the e-mail again) and `activationEmailSent` says so.
 * Sign-ups are limited per address.
 */
export async function registerAccount(input: RegisterInput, address: string) {
  const addressKey = `register:address:${address}`;
  await assertNotLimited(addressKey, perAddress(LIMITS.registerPerAddress, address));
  await countAttempt(addressKey, perAddress(LIMITS.registerPerAddress, address));
  if (!(await isUsernameAvailable(input.username))) {
    throw new AppError("CONFLICT", "usernameNotAvailable", {}, [{ path: "username", message: "errors.usernameNotAvailable" }]);
  }
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw new AppError("CONFLICT", "emailTaken", {}, [{ path: "email", message: "errors.emailTaken" }]);
  }
  const invitation = input.invitationKey ? await findOpenInvitation(input.invitationKey, () => new AppError("INVALID_INPUT", "invalidInvitation")) : null;
  const survey = { primarySector: input.primarySector ?? null, otherSectors: input.otherSectors, teamSize: input.teamSize ?? null };
  const passwordHash = await hashPassword(input.password);

  const user = await db.$transaction(async (tx) => {
    const referredByCodeId = input.refCode ? await claimReferralCode(tx, input.refCode) : null;
    const created = await tx.user.create({
      data: {
        username: input.username,
        email: input.email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language,
        mobilePhone: input.mobilePhone ? normalizePhone(input.mobilePhone) : null,
        referredByCodeId,
        signupSurvey: survey,
      },
    });
    if (invitation) {
      // Only for the invited address; of two sign-ups racing with one key, the second is refused.
      await linkInvitationAtSignUp(tx, invitation, created);
    } else {
      const baseName = translatorFor(input.language)("accounts.defaultWorkspaceName", { name: `${input.firstname} ${input.lastname}` });
      await createFirstWorkspace(tx, { userId: created.id, baseName, locale: input.language, primarySector: input.primarySector, signupSurvey: survey });
    }
    await startTrial(tx, created.id);
    return created;
  });

  let activationEmailSent = true;
  try {
    await sendActivation(user, input.language, appUrl());
  } catch (error) {
    activationEmailSent = false;
    console.error(`[register] the activation e-mail to user ${user.id} could not be sent; they can ask for it again`, error);
  }
  return { user, invited: Boolean(invitation), activationEmailSent };
}
