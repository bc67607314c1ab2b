import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { NewContact } from "@/components/contacts/new-contact";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contacts.newPage"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// A new contact (workspace spec §2 /contact/new), in the workspace the list was filtered by (?team=),
// else the one the shell is in.
export default async function NewContactPage({ searchParams }: { searchParams: SearchParams }) {
  const actor = await requireActor();
  const [shell, cookieStore, params, t] = await Promise.all([loadShellData(actor.user.id), cookies(), searchParams, getTranslations("contacts.newPage")]);
  const workspaces = shell.memberships.map(({ teamId, teamName }) => ({ teamId, teamName }));
  if (!workspaces.length) return <NotFoundState title={t("noWorkspaceTitle")} text={t("noWorkspaceText")} />;
  const asked = workspaces.find((workspace) => workspace.teamId === params.team);
  const teamId = asked?.teamId ?? currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value)?.teamId ?? workspaces[0].teamId;
  return <NewContact workspaces={workspaces} defaultTeamId={teamId} />;
}
