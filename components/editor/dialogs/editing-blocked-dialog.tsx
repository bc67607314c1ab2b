"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonLink, Dialog } from "@/components/ui";

export type EditingBlockedReason = "small-portrait" | "plan";

export interface EditingBlockedDialogProps {
  /** Why editing is blocked, or null when it is not. */
  reason: EditingBlockedReason | null;
  /** The user keeps reading the document; the editor stays read-only while the reason holds. */
  onClose: () => void;
}

/**
 * Tells why the document cannot be edited right now: a narrow screen held upright (under 750 px
 * wide: rotate it or use a larger screen), or a plan that no longer allows editing (choose a plan).
 */
export function EditingBlockedDialog({ reason, onClose }: EditingBlockedDialogProps) {
  const t = useTranslations("editorPanel.blocked");
  const key = reason === "plan" ? "plan" : "smallPortrait";
  return (
    <Dialog
      open={reason !== null}
      onClose={onClose}
      size="sm"
      title={t(`${key}.title`)}
      description={t(`${key}.text`)}
      footer={
        reason === "plan" ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t("readOnly")}
            </Button>
            <ButtonLink href="/plans">{t("plan.choosePlan")}</ButtonLink>
          </>
        ) : (
          <Button onClick={onClose}>{t("readOnly")}</Button>
        )
      }
    />
  );
}
