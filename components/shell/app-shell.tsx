import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { PlanBanner } from "@/components/plans/plan-banner";
import { daysLeft } from "@/components/plans/plan-format";
import { isSuperAdmin } from "@/lib/auth/policy";
import { choosePlanPath } from "@/lib/plans/payment-page";
import type { ShellPlan } from "@/lib/shell/shell-data";
import type { WhatsNewMode } from "@/lib/shell/whats-new";
import type { ShellMembership } from "@/lib/shell/workspaces";
import { ActivationBanner } from "./activation-banner";
import { ConnectionStatus } from "./connection-status";
import { visibleNavItems } from "./nav-items";
import { ShellMain } from "./shell-main";
import { Sidebar } from "./sidebar";
import { WhatsNewDialog } from "./whats-new-dialog";

export interface ShellUser {
  firstname: string;
  lastname: string;
  email: string;
  isActivated: boolean;
  modulesEnabled: string[];
  /** With `roles`, decides the operator console's entry (lib/auth/policy.ts isSuperAdmin). */
  isSuperAdmin?: boolean;
  roles?: string[];
}

export interface AppShellProps {
  user: ShellUser;
  /** Accepted memberships with team names, oldest first. */
  memberships: ShellMembership[];
  /** The workspace the shell is in (lib/shell/workspaces.ts currentWorkspace). */
  currentTeamId: string | null;
  whatsNew: WhatsNewMode;
  /** The plan in force: the "Plan" link's payment page and the trial banner. */
  plan?: ShellPlan;
  children: ReactNode;
}

/**
 * The logged-in frame: sidebar (a drawer below 1024 px, an icon rail on pages that need the width),
 * the trial banner, connection and activation notices, the page, what's new.
 */
export async function AppShell({ user, memberships, currentTeamId, whatsNew, plan, children }: AppShellProps) {
  const t = await getTranslations("shell");
  const superAdmin = isSuperAdmin({ isSuperAdmin: user.isSuperAdmin ?? false, roles: user.roles ?? [] });
  const items = visibleNavItems({ ...user, paymentMethod: plan?.paymentMethod, superAdmin }, memberships, currentTeamId);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[auto_minmax(0,1fr)]">
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
        {plan && (
          <PlanBanner
            status={plan.status}
            daysLeft={plan.expiresAt ? daysLeft(plan.expiresAt) : null}
            href={choosePlanPath(plan.paymentMethod)}
          />
        )}
        <ShellMain
          bell={<NotificationBell />}
          notices={
            <>
              <ConnectionStatus />
              {!user.isActivated && <ActivationBanner email={user.email} />}
            </>
          }
        >
          {children}
        </ShellMain>
      </div>
      <WhatsNewDialog mode={whatsNew} />
    </div>
  );
}
