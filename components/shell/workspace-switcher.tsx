"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button, SelectField } from "@/components/ui";
import { rememberWorkspace } from "@/lib/client/workspace-cookie";
import type { ShellMembership } from "@/lib/shell/workspaces";

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
 * Picking another workspace: a native select (keyboard and screen readers know it) and a Switch
 * button. Only the button switches: arrow keys on a closed select change its value at once on some
 * systems (Windows), and each change must not reload the shell. The choice goes into a cookie and the
 * server components re-render.
 */
function SwitchForm({ workspaces, currentTeamId }: { workspaces: ShellMembership[]; currentTeamId: string }) {
  const t = useTranslations("shell.workspace");
  const router = useRouter();
  const [chosen, setChosen] = useState(currentTeamId);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === currentTeamId) return;
    rememberWorkspace(chosen);
    startTransition(() => router.refresh());
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <SelectField
        label={t("switch")}
        hideLabel
        containerClassName="min-w-0 flex-1"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))}
      />
      <Button type="submit" variant="secondary" loading={pending} disabled={chosen === currentTeamId}>
        {t("switchButton")}
      </Button>
    </form>
  );
}

/** The workspace the shell is in; with several, a way to switch to another. */
export function WorkspaceSwitcher({ workspaces, currentTeamId }: { workspaces: ShellMembership[]; currentTeamId: string | null }) {
  const t = useTranslations("shell.workspace");
  const current = workspaces.find((workspace) => workspace.teamId === currentTeamId) ?? workspaces[0];
  if (!current) return null;

  const role = current.role === "ADMIN" ? t("admin") : t("member");
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface p-2 shadow-xs ring-1 ring-ink-200 ring-inset">
      <div className="flex items-center gap-3">
        <Monogram name={current.teamName} />
        <div className="min-w-0 flex-1">
          <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">{t("label")}</p>
          <p className="truncate text-sm font-semibold text-ink-900">{current.teamName}</p>
          <p className="text-xs text-ink-500">{role}</p>
        </div>
      </div>
      {/* Keyed by the current workspace: after a switch (or a new workspace) the form starts from it. */}
      {workspaces.length > 1 && <SwitchForm key={current.teamId} workspaces={workspaces} currentTeamId={current.teamId} />}
    </div>
  );
}
