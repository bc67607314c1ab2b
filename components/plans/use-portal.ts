"use client";

import { useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

// Where Stripe's customer portal sends the browser back.
const RETURN_URL = "/plan-stripe";

/** Opens Stripe's customer portal (payment method, invoices) for the signed-in account. */
export function usePortal() {
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function open() {
    setBusy(true);
    setError(undefined);
    try {
      const { sessionUrl } = await apiFetch<{ sessionUrl: string }>("/api/stripe/create-customer-portal-session", { body: { returnUrl: RETURN_URL } });
      // Stays busy until the browser has left for Stripe.
      window.location.assign(sessionUrl);
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return { busy, error, open };
}
