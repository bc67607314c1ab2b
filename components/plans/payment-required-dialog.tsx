"use client";

import { useTranslations } from "next-intl";
import { Button, ButtonLink, Dialog } from "@/components/ui";
import { ACCOUNT_DISABLED_PATH } from "@/lib/plans/payment-page";

/** What the plan refused: editing (the editor), sharing (the share dialog), or anything (a disabled account). */
export type PaymentRequiredReason = "editing" | "sharing" | "disabled";

export interface PaymentRequiredDialogProps {
  /** Why the dialog shows, or null when it does not. */
  reason: PaymentRequiredReason | null;
  /** The payment page with the plan selection open (lib/plans/payment-page.ts choosePlanPath). */
  choosePlanHref: string;
  onClose: () => void;
}

/**
 * The plan does not allow what the planner tried (accounts spec §4: "a dialog then offers going to
 * the payment page"): says so, and leads to the plan selection, or for a disabled account to the
 * page that puts the payment right.
 */
export function PaymentRequiredDialog({ reason, choosePlanHref, onClose }: PaymentRequiredDialogProps) {
  const t = useTranslations("plans.paymentRequired");
  const shown = reason ?? "editing";
  return (
    <Dialog
      open={reason !== null}
      onClose={onClose}
      size="sm"
      title={t(`${shown}.title`)}
      description={t(`${shown}.text`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {shown === "editing" ? t("editing.close") : t("sharing.close")}
          </Button>
          {shown === "disabled" ? (
            <ButtonLink href={ACCOUNT_DISABLED_PATH}>{t("checkPayment")}</ButtonLink>
          ) : (
            <ButtonLink href={choosePlanHref}>{t("choosePlan")}</ButtonLink>
          )}
        </>
      }
    />
  );
}
