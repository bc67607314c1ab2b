import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { toDesignOption } from "@/components/designs/design-api";
import { WelcomeStart } from "@/components/designs/welcome-start";
import { requireActor } from "@/lib/auth/page-session";
import { loadPicks, workspaceSectors } from "@/lib/design-gallery/gallery";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("welcome"))("title") };
}

// Where a new account lands (workspace spec §2): a greeting, the designs that best match the
// workspace's primary sector in the user's language, and the create-document dialog (start empty
// or from a design), opened by the primary action or by a design.
export default async function WelcomePage() {
  const [actor, cookieStore] = await Promise.all([requireActor(), cookies()]);
  const shell = await loadShellData(actor.user.id);
  const workspace = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  const sectors = await workspaceSectors(shell.memberships.map((membership) => membership.teamId));
  const sector = workspace ? (sectors[workspace.teamId] ?? null) : null;
  const [picks, t, sectorNames] = await Promise.all([
    loadPicks(actor.user.language, sector),
    getTranslations("welcome"),
    getTranslations("auth.register.survey.sectors"),
  ]);
  return (
    <WelcomeStart
      firstname={actor.user.firstname}
      picks={picks.map(toDesignOption)}
      picksHeading={sector && sector !== "Other" ? t("picksForSector", { sector: sectorNames(sector) }) : t("picksTitle")}
      workspaces={shell.memberships}
      currentTeamId={workspace?.teamId ?? ""}
      designSectors={sectors}
    />
  );
}
