"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, Dialog } from "@/components/ui";
import { BUILD_VERSION } from "@/lib/app-version";
import { apiFetch } from "@/lib/client/api";
import type { WhatsNewMode } from "@/lib/shell/whats-new";
import { GlobeIcon, ProfileIcon, TeamIcon, WorkspaceIcon } from "./icons";

const HIGHLIGHTS: { key: "accounts" | "workspaces" | "members" | "languages"; icon: ReactNode }[] = [
  { key: "accounts", icon: <ProfileIcon /> },
  { key: "workspaces", icon: <WorkspaceIcon /> },
  { key: "members", icon: <TeamIcon /> },
  { key: "languages", icon: <GlobeIcon /> },
];

function recordVersion() {
  // A failed call only means the help shows once more next time.
  return apiFetch("/api/account/setLastUsedVersion", { body: { version: BUILD_VERSION } }).catch(() => undefined);
}

/**
 * What's new, once per build version (accounts spec §9). "show" opens the dialog and records the
 * version when it closes, however it is closed; "silent" (a brand-new account) only records it.
 */
export function WhatsNewDialog({ mode }: { mode: WhatsNewMode }) {
  const t = useTranslations("whatsNew");
  const [open, setOpen] = useState(mode === "show");
  const recorded = useRef(false);

  useEffect(() => {
    if (mode !== "silent" || recorded.current) return;
    recorded.current = true;
    void recordVersion();
  }, [mode]);

  if (mode !== "show") return null;

  function close() {
    setOpen(false);
    if (recorded.current) return;
    recorded.current = true;
    void recordVersion();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("title")}
      description={t("description", { version: BUILD_VERSION })}
      footer={
        <Button type="button" onClick={close}>
          {t("done")}
        </Button>
      }
    >
      <ul className="space-y-4">
        {HIGHLIGHTS.map(({ key, icon }) => (
          <li key={key} className="flex gap-4">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100 ring-inset">
              {icon}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{t(`items.${key}.title`)}</p>
              <p className="text-sm leading-6 text-ink-500">{t(`items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
