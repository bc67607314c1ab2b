"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Button, ConfirmDialog, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { PlanOffer } from "@/lib/plans/offers";
import { PlansDialog, type PaymentsSetup } from "./plans-dialog";
import { usePortal } from "./use-portal";

export interface StripePlanActionsProps {
  offers: PlanOffer[];
  payments: PaymentsSetup;
  hasSubscription: boolean;
  hasBillingAccount: boolean;
  /** A running subscription that is not already ending. */
  cancellable: boolean;
  currentOfferId: string | null;
  /** The end of the paid period, formatted by the page (the cancel dialog names it); null when unknown. */
  periodEnd: string | null;
  /** ?choose=1: the payment dialogs send the planner here with the plan selection open. */
  openOnLoad: boolean;
}

/**
 * The current plan's buttons: without a subscription "Choose a plan"; with one "Change plan",
 * "Manage billing" (Stripe's customer portal) and "Cancel plan" (at the period's end).
 */
export function StripePlanActions({ offers, payments, hasSubscription, hasBillingAccount, cancellable, currentOfferId, periodEnd, openOnLoad }: StripePlanActionsProps) {
  const t = useTranslations("plans");
  const router = useRouter();
  const pathname = usePathname();
  const errorText = useErrorMessage();
  const portal = usePortal();
  const [plansOpen, setPlansOpen] = useState(openOnLoad);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);

  function closePlans() {
    setPlansOpen(false);
    // Leave ?choose=1 behind, so a reload does not open the selection again.
    if (openOnLoad) router.replace(pathname, { scroll: false });
  }

  async function cancelPlan() {
    setCancelling(true);
    setCancelError(undefined);
    try {
      await apiFetch("/api/plan/cancel", { body: {} });
      setConfirmCancel(false);
      setNotice(t("grid.cancelled"));
      router.refresh();
    } catch (caught) {
      setCancelError(errorText(caught));
    } finally {
      setCancelling(false);
    }
  }

  const canManage = payments.stripeConfigured && hasBillingAccount;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {hasSubscription ? (
          <Button onClick={() => setPlansOpen(true)}>{t("actions.change")}</Button>
        ) : (
          <Button onClick={() => setPlansOpen(true)}>{t("actions.choose")}</Button>
        )}
        {canManage && (
          <Button variant="secondary" loading={portal.busy} onClick={() => void portal.open()}>
            {t("actions.manageBilling")}
          </Button>
        )}
        {hasSubscription && cancellable && (
          <Button variant="ghost" className="text-danger-700 hover:bg-danger-50 hover:text-danger-800" onClick={() => setConfirmCancel(true)}>
            {t("actions.cancel")}
          </Button>
        )}
      </div>
      <FormError message={portal.error} />
      {notice && <Alert tone="success">{notice}</Alert>}

      <PlansDialog
        open={plansOpen}
        onClose={closePlans}
        mode={hasSubscription ? "change" : "choose"}
        offers={offers}
        currentOfferId={currentOfferId}
        payments={payments}
        onDone={setNotice}
      />
      <ConfirmDialog
        open={confirmCancel}
        title={t("cancelDialog.title")}
        text={periodEnd ? t("cancelDialog.text", { date: periodEnd }) : t("cancelDialog.textNoDate")}
        confirmLabel={t("cancelDialog.confirm")}
        cancelLabel={t("cancelDialog.keep")}
        busy={cancelling}
        error={cancelError}
        onConfirm={() => void cancelPlan()}
        onClose={() => setConfirmCancel(false)}
      />
    </div>
  );
}
