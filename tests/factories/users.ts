import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { issueApiToken } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { startTrial } from "@/lib/plans/trial";
import { createFirstWorkspace } from "@/lib/teams/first-workspace";

export const PASSWORD = "correct horse battery";

/** A unique name per call, so test files can run in parallel against one database. */
export const unique = (prefix: string) => `${prefix}${randomBytes(5).toString("hex")}`;

export async function createUser(options: { activated?: boolean; language?: string; superAdmin?: boolean } = {}) {
  const username = unique("user");
  const user = await db.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        username,
        email: `${username}@example.test`,
        passwordHash: await hashPassword(PASSWORD),
        firstname: "Ada",
        lastname: "Lovelace",
        language: options.language ?? "en",
        isActivated: options.activated ?? true,
        isSuperAdmin: options.superAdmin ?? false,
        roles: options.superAdmin ? ["admin"] : [],
      },
    });
    await createFirstWorkspace(tx, { userId: created.id, baseName: `${username} workspace`, locale: "en", signupSurvey: {} });
    await startTrial(tx, created.id);
    return created;
  });
  return { user, token: await issueApiToken(user.id, false, "test") };
}
