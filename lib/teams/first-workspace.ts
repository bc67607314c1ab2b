import type { Prisma } from "@/lib/db/generated/client";
import { createClassicStyle } from "@/lib/doc-styles/classic";
import { numberFormatFor, type Locale } from "@/lib/i18n/locales";
import type { SECTORS } from "@/lib/accounts/schemas";
import { teamNameKey } from "./names";

interface FirstWorkspaceInput {
  userId: string;
  baseName: string;
  locale: Locale;
  primarySector?: (typeof SECTORS)[number];
  signupSurvey: Prisma.InputJsonValue;
}

/**
 * Creates the workspace a new user starts in, with the user as its ADMIN. Names are unique, so
 * "Ada Lovelace's workspace" becomes "... 2" when taken. The number format follows the user's language.
 * It starts with the "Classic" doc style as its default.
 */
export async function createFirstWorkspace(tx: Prisma.TransactionClient, input: FirstWorkspaceInput) {
  let name = input.baseName;
  for (let n = 2; await tx.team.findUnique({ where: { nameKey: teamNameKey(name) }, select: { id: true } }); n++) {
    name = `${input.baseName} ${n}`;
  }
  const team = await tx.team.create({
    data: {
      name,
      nameKey: teamNameKey(name),
      ...numberFormatFor(input.locale),
      primarySector: input.primarySector ?? null,
      signupSurvey: input.signupSurvey,
      createdById: input.userId,
    },
  });
  await tx.member.create({ data: { teamId: team.id, userId: input.userId, role: "ADMIN", acceptedAt: new Date() } });
  const defaultDocStyleId = await createClassicStyle(tx, team.id, input.locale);
  return { ...team, defaultDocStyleId };
}
