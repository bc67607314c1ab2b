import { db } from "@/lib/db/client";
import { createFirstWorkspace } from "@/lib/teams/first-workspace";

// The "studio": the workspace that holds the starter set's design documents, owned by a system user
// who cannot sign in (disabled, and a password hash no password matches). Made once, on the first
// load; an advisory lock keeps two starting processes from making it twice.

// The username and e-mail are ones registration refuses (a colon passes neither schema), so nobody
// can sign up as the studio before it exists and have the starter set imported into their workspace.
export const STUDIO_USERNAME = "eventdocs:designs";
export const STUDIO_EMAIL = "eventdocs:designs@eventdocs.invalid";
export const STUDIO_TEAM_NAME = "Eventdocs designs";
/** A bcrypt-shaped string no password hashes to (the login compares against it and fails). */
const NO_PASSWORD = "$2b$10$nologinnologinnologinnologinnologinnologinnologinnolo";
/** pg_advisory_xact_lock keys of the design templates' loader. */
export const STUDIO_LOCK = 73_110_001;
export const STARTER_LOCK = 73_110_002;

export interface Studio {
  userId: string;
  teamId: string;
}

export async function ensureStudio(): Promise<Studio> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STUDIO_LOCK})`;
    const existing = await tx.user.findUnique({
      where: { username: STUDIO_USERNAME },
      select: { id: true, memberships: { where: { acceptedAt: { not: null } }, select: { teamId: true }, orderBy: { createdAt: "asc" }, take: 1 } },
    });
    if (existing?.memberships[0]) return { userId: existing.id, teamId: existing.memberships[0].teamId };
    const user =
      existing ??
      (await tx.user.create({
        data: {
          username: STUDIO_USERNAME,
          email: STUDIO_EMAIL,
          passwordHash: NO_PASSWORD,
          firstname: "Eventdocs",
          lastname: "Designs",
          isActivated: true,
          disabled: true,
          disabledReason: "System account: owns the design templates' documents.",
          emailNotifications: false,
        },
        select: { id: true },
      }));
    const team = await createFirstWorkspace(tx, { userId: user.id, baseName: STUDIO_TEAM_NAME, locale: "en", signupSurvey: {} });
    return { userId: user.id, teamId: team.id };
  });
}
