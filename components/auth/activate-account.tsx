"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, ButtonLink, DelayedSpinner } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

type Outcome = { state: "pending" } | { state: "done" } | { state: "failed"; message: string };

export interface ActivateAccountProps {
  token: string;
  /** A signed-in visitor goes on to the documents; others to the login page. */
  signedIn: boolean;
}

/** Activation by the e-mailed link: confirms the token once on arrival and says how it went. */
export function ActivateAccount({ token, signedIn }: ActivateAccountProps) {
  const t = useTranslations("auth.activate");
  const tErrors = useTranslations("errors");
  const errorText = useErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>({ state: "pending" });
  // The token is single-use: React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiFetch(`/api/${encodeURIComponent(token)}/activate`, { method: "POST" })
      .then(() => setOutcome({ state: "done" }))
      .catch((error: unknown) => {
        // Any 400 here means an unknown, used or expired token (a malformed one fails validation).
        const invalid = isApiError(error) && error.kind === "server" && error.status === 400;
        setOutcome({ state: "failed", message: invalid ? tErrors("tokenInvalid") : errorText(error) });
      });
  }, [token, tErrors, errorText]);

  const next = signedIn
    ? { href: "/documents", label: t("goToDocuments") }
    : { href: "/auth/login", label: t("logIn") };

  if (outcome.state === "pending") {
    return (
      <AuthShell title={t("pendingTitle")} subtitle={t("pendingSubtitle")}>
        <div className="flex min-h-24 items-center justify-center text-accent-600">
          <DelayedSpinner size="lg" label={t("pendingTitle")} />
        </div>
      </AuthShell>
    );
  }

  if (outcome.state === "done") {
    return (
      <AuthShell title={t("doneTitle")}>
        <div className="flex flex-col gap-6">
          <Alert tone="success" title={t("done")}>
            {signedIn ? t("doneSignedIn") : t("doneSignedOut")}
          </Alert>
          <ButtonLink href={next.href} fullWidth>
            {next.label}
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("failedTitle")}>
      <div className="flex flex-col gap-6">
        <Alert tone="error" title={outcome.message}>
          {signedIn ? t("newCodeSignedIn") : t("newCodeSignedOut")}
        </Alert>
        <ButtonLink href={next.href} fullWidth>
          {signedIn ? t("goToDocuments") : t("logInForNewCode")}
        </ButtonLink>
      </div>
    </AuthShell>
  );
}
