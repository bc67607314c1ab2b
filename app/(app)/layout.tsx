import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requireActor } from "@/lib/auth/page-session";
import { loadShellData } from "@/lib/shell/shell-data";
import { whatsNewMode } from "@/lib/shell/whats-new";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const actor = await requireActor();
  const [shell, cookieStore] = await Promise.all([loadShellData(actor.user.id), cookies()]);
  const workspace = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  return (
    <AppShell user={actor.user} memberships={shell.memberships} currentTeamId={workspace?.teamId ?? null} whatsNew={whatsNewMode(shell)}>
      {children}
    </AppShell>
  );
}
