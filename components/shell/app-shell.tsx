import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Wordmark } from "@/components/layout/wordmark";
import { ActivationBanner } from "./activation-banner";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";

interface ShellUser {
  firstname: string;
  lastname: string;
  email: string;
  isActivated: boolean;
}

/** The logged-in frame: sidebar navigation and the page. The workspaces issue adds the remaining destinations. */
export async function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <aside className="flex flex-col gap-6 border-b border-ink-200 bg-surface px-4 py-5 md:min-h-dvh md:border-r md:border-b-0">
        <Wordmark />
        <nav aria-label={t("navigation")} className="flex gap-1 md:flex-col">
          <NavLink href="/documents">{t("documents")}</NavLink>
          <NavLink href="/profile">{t("profile")}</NavLink>
        </nav>
        <div className="mt-auto hidden border-t border-ink-100 pt-4 md:block">
          <p className="truncate text-sm font-medium text-ink-800">
            {user.firstname} {user.lastname}
          </p>
          <p className="truncate text-xs text-ink-500">{user.email}</p>
          <LogoutButton className="mt-3" />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        {!user.isActivated && <ActivationBanner email={user.email} />}
        <main id="content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-8">
          {children}
        </main>
        <div className="border-t border-ink-100 px-4 py-3 md:hidden">
          <LogoutButton />
        </div>
      </div>
    </div>
  );
}
