"use client";

import { useTranslations } from "next-intl";
import { PaymentRequiredDialog } from "@/components/plans/payment-required-dialog";
import { Button, Dialog } from "@/components/ui";

export type EditingBlockedReason = "small-portrait" | "plan";

export interface EditingBlockedDialogProps {
  /** Why editing is blocked, or null when it is not. */
  reason: EditingBlockedReason | null;
  /** The payment page with the plan selection open, for the plan case (lib/plans/payment-page.ts). */
  choosePlanHref: string;
  /** The user keeps reading the document; the editor stays read-only while the reason holds. */
  onClose: () => void;
}

/**
 * Tells why the document cannot be edited right now: a narrow screen held upright (under 750 px
 * wide: rotate it or use a larger screen), or a plan that no longer allows editing (the payment
 * dialog every plan refusal shows).
 */
export function EditingBlockedDialog({ reason, choosePlanHref, onClose }: EditingBlockedDialogProps) {
  const t = useTranslations("editorPanel.blocked");
  if (reason === "plan") return <PaymentRequiredDialog reason="editing" choosePlanHref={choosePlanHref} onClose={onClose} />;
  return (
    <Dialog
      open={reason !== null}
      onClose={onClose}
      size="sm"
      title={t("smallPortrait.title")}
      description={t("smallPortrait.text")}
      footer={<Button onClick={onClose}>{t("readOnly")}</Button>}
    />
  );
}
