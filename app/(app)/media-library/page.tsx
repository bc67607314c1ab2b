import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { MediaLibraryPage } from "@/components/media-library/media-library-page";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("mediaLibrary"))("title") };
}

// The media library (workspace spec §2: /media-library): starts in the workspace the shell is in;
// the page's own switch changes it when the user has several.
export default async function MediaLibraryRoute() {
  const actor = await requireActor();
  const [shell, cookieStore] = await Promise.all([loadShellData(actor.user.id), cookies()]);
  const current = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  const workspaces = shell.memberships.map(({ teamId, teamName }) => ({ teamId, teamName }));
  return <MediaLibraryPage workspaces={workspaces} currentTeamId={current?.teamId ?? null} unlimitedBatch={isSuperAdmin(actor.user)} />;
}
