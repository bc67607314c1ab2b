"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Button, Dialog, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { PlanOffer } from "@/lib/plans/offers";
import { PlansGrid } from "./plans-grid";

/** What the dialogs need of GET /api/plan's `payments`. */
export interface PaymentsSetup {
  stripeConfigured: boolean;
  testPurchaseAvailable: boolean;
  supportEmail: string;
}

export interface PlansDialogProps {
  open: boolean;
  onClose: () => void;
  /** "choose": the plan selection (no subscription yet); "change": the change plan dialog. */
  mode: "choose" | "change";
  offers: PlanOffer[];
  currentOfferId: string | null;
  payments: PaymentsSetup;
  /** A plan was activated or changed without leaving the page (the page shows it refreshed). */
  onDone: (message: string) => void;
}

// Where Stripe Checkout sends the browser back (accounts spec §2: /plan-stripe/:status).
const SUCCESS_URL = "/plan-stripe/success-purchase";
const CANCEL_URL = "/plan-stripe/cancel-purchase";

/**
 * The plan selection and change plan modals (accounts spec §2). Choosing starts Stripe Checkout;
 * changing moves the running subscription; without Stripe keys a local setup activates a plan for
 * testing instead, and a server that can do neither says so.
 */
export function PlansDialog({ open, onClose, mode, offers, currentOfferId, payments, onDone }: PlansDialogProps) {
  const t = useTranslations("plans.grid");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const testing = mode === "choose" && !payments.stripeConfigured && payments.testPurchaseAvailable;
  const canBuy = payments.stripeConfigured || testing;

  async function act(offer: PlanOffer) {
    setBusy(offer.id);
    setError(null);
    try {
      if (mode === "change") {
        await apiFetch("/api/plan/change", { body: { priceId: offer.id } });
        finish(t("changed"));
      } else if (testing) {
        await apiFetch("/api/plan/test-purchase", { body: { priceId: offer.id } });
        finish(t("activated"));
      } else {
        const { sessionUrl } = await apiFetch<{ sessionUrl: string }>("/api/stripe/create-checkout-session", {
          body: { priceId: offer.id, successUrl: SUCCESS_URL, cancelUrl: CANCEL_URL },
        });
        // Stripe's own page: the dialog stays busy until the browser has left.
        window.location.assign(sessionUrl);
        return;
      }
    } catch (caught) {
      setError(errorText(caught));
    }
    setBusy(null);
  }

  function finish(message: string) {
    onDone(message);
    onClose();
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      dismissible={busy === null}
      title={mode === "change" ? t("changeTitle") : t("chooseTitle")}
      description={mode === "change" ? t("changeDescription") : t("chooseDescription")}
    >
      <div className="flex flex-col gap-4">
        {!payments.stripeConfigured && <Alert tone={testing ? "info" : "warning"}>{testing ? t("testNotice") : t("notConfigured")}</Alert>}
        <FormError message={error ?? undefined} />
        <PlansGrid
          offers={offers}
          currentOfferId={mode === "change" ? currentOfferId : null}
          supportEmail={payments.supportEmail}
          renderAction={(offer, labels) => {
            const action = testing ? t("activateForTesting") : mode === "change" ? t("switch") : t("choose");
            return (
              <Button
                size="sm"
                fullWidth
                variant={offer.interval === "YEARLY" ? "primary" : "secondary"}
                // Long labels ("Activate for testing" in German) wrap instead of spilling out of the box.
                className="h-auto min-h-8 py-1.5 text-center leading-5 whitespace-normal!"
                aria-label={t("offerLabel", { action, ...labels })}
                // Card payments need the offer's Stripe price; test purchases do not.
                disabled={!canBuy || (!testing && offer.priceId === null) || (busy !== null && busy !== offer.id)}
                loading={busy === offer.id}
                onClick={() => void act(offer)}
              >
                {action}
              </Button>
            );
          }}
        />
      </div>
    </Dialog>
  );
}
