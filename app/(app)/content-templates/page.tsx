import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ContentTemplatesPage } from "@/components/content-templates/content-templates-page";
import { requireActor } from "@/lib/auth/page-session";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("contentTemplates"))("title") };
}

// Saved blocks (workspace spec §2: /content-templates): the user's content templates with create
// and delete. Saving a block from a document happens in the editor; each saved block opens there too.
export default async function ContentTemplatesRoute() {
  const actor = await requireActor();
  const [shell, cookieStore] = await Promise.all([loadShellData(actor.user.id), cookies()]);
  const current = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  return <ContentTemplatesPage workspaces={shell.memberships} currentTeamId={current?.teamId ?? shell.memberships[0]?.teamId ?? null} />;
}
