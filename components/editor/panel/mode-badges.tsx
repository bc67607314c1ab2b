"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui";
import { useEditorModes } from "../hooks/use-editor-modes";

/** Small badges while experimental features (ctrl+alt+e) or debug output (ctrl+alt+d) are on; nothing otherwise. */
export function ModeBadges({ className }: { className?: string }) {
  const t = useTranslations("editorShortcuts.modes");
  const { experimental, debug } = useEditorModes();
  // The live region stays in place (empty when both are off), so turning a mode on is announced.
  return (
    <span role="status" className={className ?? "inline-flex items-center gap-1.5"}>
      {experimental && (
        <Badge tone="warning" dot title={t("experimentalHint")}>
          {t("experimental")}
        </Badge>
      )}
      {debug && (
        <Badge tone="danger" dot title={t("debugHint")}>
          {t("debug")}
        </Badge>
      )}
    </span>
  );
}
