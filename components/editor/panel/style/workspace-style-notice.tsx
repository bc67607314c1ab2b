"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";

export interface WorkspaceStyleNoticeProps {
  teamId: string;
  style: { _id: string; name: string };
  upToDate: boolean | null;
  isTeamAdmin: boolean;
  /** Takes the workspace style again; absent for readers. */
  onUpdate: (() => void) | null;
  busy: boolean;
}

/**
 * For a document linked to a workspace style: whether its copy is still the style as it is now, the
 * one-click update when it is not (accounts spec §4), and the way to the style editor.
 */
export function WorkspaceStyleNotice({ teamId, style, upToDate, isTeamAdmin, onUpdate, busy }: WorkspaceStyleNoticeProps) {
  const t = useTranslations("editorPanel.docStyle");
  return (
    <div className="flex flex-col gap-2">
      {upToDate === false && (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2.5 text-[0.8125rem] leading-5 text-warning-900">
          <p>{t("outdated", { name: style.name })}</p>
          {onUpdate && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onUpdate}>
              {t("update")}
            </Button>
          )}
        </div>
      )}
      {upToDate === true && <p className="text-[0.8125rem] text-ink-500">{t("upToDate")}</p>}
      <Link
        href={`/team/${encodeURIComponent(teamId)}/doc-style-editor/${encodeURIComponent(style._id)}`}
        className="self-start text-[0.8125rem] font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {isTeamAdmin ? t("editStyle") : t("viewStyle")}
      </Link>
    </div>
  );
}
