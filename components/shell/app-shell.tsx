import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NotificationBell } from "@/components/notifications/notification-bell";
import type { WhatsNewMode } from "@/lib/shell/whats-new";
import type { ShellMembership } from "@/lib/shell/workspaces";
import { ActivationBanner } from "./activation-banner";
import { ConnectionStatus } from "./connection-status";
import { visibleNavItems } from "./nav-items";
import { Sidebar } from "./sidebar";
import { WhatsNewDialog } from "./whats-new-dialog";

export interface ShellUser {
  firstname: string;
  lastname: string;
  email: string;
  isActivated: boolean;
  modulesEnabled: string[];
}

export interface AppShellProps {
  user: ShellUser;
  /** Accepted memberships with team names, oldest first. */
  memberships: ShellMembership[];
  /** The workspace the shell is in (lib/shell/workspaces.ts currentWorkspace). */
  currentTeamId: string | null;
  whatsNew: WhatsNewMode;
  children: ReactNode;
}

/** The logged-in frame: sidebar (a drawer below 1024 px), connection and activation notices, the page, what's new. */
export async function AppShell({ user, memberships, currentTeamId, whatsNew, children }: AppShellProps) {
  const t = await getTranslations("shell");
  const items = visibleNavItems(user, memberships, currentTeamId);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:shadow-md"
      >
        {t("skipToContent")}
      </a>
      <Sidebar
        items={items}
        workspaces={memberships}
        currentTeamId={currentTeamId}
        user={{ firstname: user.firstname, lastname: user.lastname, email: user.email }}
      />
      <div className="flex min-w-0 flex-col">
        <NotificationBell />
        <ConnectionStatus />
        {!user.isActivated && <ActivationBanner email={user.email} />}
        <main id="content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-8 lg:py-10">
          {children}
        </main>
      </div>
      <WhatsNewDialog mode={whatsNew} />
    </div>
  );
}
