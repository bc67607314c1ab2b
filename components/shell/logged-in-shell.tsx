import { cookies } from "next/headers";
import type { ReactNode } from "react";
import type { Actor } from "@/lib/auth/actor";
import { loadShellData } from "@/lib/shell/shell-data";
import { whatsNewMode } from "@/lib/shell/whats-new";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";
import { AppShell } from "./app-shell";

/** The logged-in shell around a page: sidebar, workspace switcher, banners (server component). */
export async function LoggedInShell({ actor, children }: { actor: Actor; children: ReactNode }) {
  const [shell, cookieStore] = await Promise.all([loadShellData(actor.user.id), cookies()]);
  const workspace = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  return (
    <AppShell user={actor.user} memberships={shell.memberships} currentTeamId={workspace?.teamId ?? null} whatsNew={whatsNewMode(shell)} plan={shell.plan}>
      {children}
    </AppShell>
  );
}
