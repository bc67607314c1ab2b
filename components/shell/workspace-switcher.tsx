"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { cx } from "@/components/ui";
import { WORKSPACE_COOKIE, type ShellMembership } from "@/lib/shell/workspaces";
import { SelectorIcon } from "./icons";

const ONE_YEAR = 365 * 24 * 3600;

function Monogram({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent-100 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
      {letters || "·"}
    </span>
  );
}

/**
 * The workspace the shell is in. With several, a native select (keyboard and screen readers know it)
 * stores the choice in a cookie and re-renders the server components.
 */
export function WorkspaceSwitcher({ workspaces, currentTeamId }: { workspaces: ShellMembership[]; currentTeamId: string | null }) {
  const t = useTranslations("shell.workspace");
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const current = workspaces.find((workspace) => workspace.teamId === currentTeamId) ?? workspaces[0];
  if (!current) return null;

  function choose(teamId: string) {
    document.cookie = `${WORKSPACE_COOKIE}=${encodeURIComponent(teamId)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
    startTransition(() => router.refresh());
  }

  const role = current.role === "ADMIN" ? t("admin") : t("member");
  return (
    <div className="relative flex items-center gap-3 rounded-xl bg-surface p-2 shadow-xs ring-1 ring-ink-200 ring-inset transition-shadow hover:ring-ink-300 has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-accent-600">
      <Monogram name={current.teamName} />
      <div className="min-w-0 flex-1">
        <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">
          {t("label")}
        </p>
        <p className="truncate text-sm font-semibold text-ink-900">{current.teamName}</p>
        <p className="text-xs text-ink-500">{role}</p>
      </div>
      {workspaces.length > 1 && (
        <>
          <SelectorIcon className={cx("size-4 shrink-0 text-ink-400", pending && "animate-pulse")} />
          <label htmlFor={id} className="sr-only">
            {t("switch")}
          </label>
          {/* The select covers the card: the whole card is the control, and the native list opens. */}
          <select
            id={id}
            value={current.teamId}
            aria-busy={pending || undefined}
            onChange={(event) => choose(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
          >
            {workspaces.map((workspace) => (
              <option key={workspace.teamId} value={workspace.teamId}>
                {workspace.teamName}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
