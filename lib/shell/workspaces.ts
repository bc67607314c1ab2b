import type { TeamRole } from "@/lib/db/generated/client";

/** The browser remembers the workspace picked in the shell's switcher under this cookie. */
export const WORKSPACE_COOKIE = "workspace";

/** One of the user's accepted memberships, as the shell shows it. */
export interface ShellMembership {
  teamId: string;
  teamName: string;
  role: TeamRole;
}

/** The workspace the shell is "in": the one the cookie names if the user still belongs to it, else the first. */
export function currentWorkspace(memberships: ShellMembership[], cookieValue: string | undefined): ShellMembership | null {
  return memberships.find((membership) => membership.teamId === cookieValue) ?? memberships[0] ?? null;
}
