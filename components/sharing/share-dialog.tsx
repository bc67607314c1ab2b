"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { PaymentRequiredDialog, type PaymentRequiredReason } from "@/components/plans/payment-required-dialog";
import { Button, Dialog, FormError } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ActivationNotice } from "./activation-notice";
import { RequireAcceptanceSetting } from "./deal-setting";
import type { ShareSubject } from "./share-context";
import { ShareFields } from "./share-fields";
import { defaultExpiry, serverFieldErrors, shareBody, validateShareForm, type ShareFormField, type ShareFormValues } from "./share-form";
import { ShareResult } from "./share-result";
import { ShareTypeSwitch } from "./share-type-switch";
import type { ShareAnswer, ShareMode, ShareType } from "./types";
import { useCanShare, type CanShareAnswer } from "./use-can-share";
import { useEmailSharing } from "./use-email-sharing";

/** The payment dialog's reason for a refusal that paying settles; null for any other answer. */
function paymentReasonOf(answer: CanShareAnswer): PaymentRequiredReason | null {
  if (answer.allowed || answer.reason === "notActivated") return null;
  return answer.reason === "accountDisabled" ? "disabled" : "sharing";
}

export interface ShareDialogProps {
  subject: Omit<ShareSubject, "requireAcceptance">;
  onClose: () => void;
  /** A share was made (the history reloads). */
  onShared: (answer: ShareAnswer) => void;
  /** Which form opens first. */
  initialType?: ShareType;
}

/**
 * The share dialog (workspace spec §2, §3, §4): a link or e-mail form, then the result. Before a
 * share the account is asked whether it may share; while it may not, the dialog waits in express
 * mode and submits by itself once the account is activated. An account whose plan has ended (or
 * that is disabled) gets the payment dialog instead, as soon as the dialog opens.
 */
export function ShareDialog({ subject, onClose, onShared, initialType = "link" }: ShareDialogProps) {
  const t = useTranslations("share.dialog");
  const tForm = useTranslations("share.form.errors");
  const tDefaults = useTranslations("share.defaults");
  const errorText = useErrorMessage();
  const emailAllowed = useEmailSharing(subject.teamId, subject.canShareByEmail);

  const [mode, setMode] = useState<ShareMode>("share");
  const [values, setValues] = useState<ShareFormValues>(() => ({
    type: initialType,
    message: "",
    landingImage: null,
    expiryDate: defaultExpiry(),
    linkName: "",
    preventPrinting: false,
    pinEnabled: false,
    pin: "",
    from: subject.senderName,
    to: "",
    subject: tDefaults("subject", { title: subject.documentTitle }),
    msgPrefix: tDefaults("msgPrefix", { title: subject.documentTitle }),
    msgLinkText: tDefaults("msgLinkText"),
    msgSuffix: tDefaults("msgSuffix", { name: subject.senderName }),
    msgBadge: tDefaults("msgBadge"),
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ShareFormField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ShareAnswer | null>(null);
  const [express, setExpress] = useState(false);
  const [paymentReason, setPaymentReason] = useState<PaymentRequiredReason | null>(null);

  const type: ShareType = emailAllowed === false ? "link" : values.type;
  const current = useMemo(() => ({ ...values, type }), [values, type]);
  const problems = validateShareForm(current);
  const valid = Object.keys(problems).length === 0;

  const errors: Partial<Record<ShareFormField, string>> = { ...serverErrors };
  for (const [field, problem] of Object.entries(problems) as [ShareFormField, string][]) {
    if (attempted || touched.has(field)) errors[field] = tForm(problem as Parameters<typeof tForm>[0]);
  }

  // The latest form for an express submit that a window event starts.
  const latest = useRef({ current, valid, express, submit: () => {} });
  const canShare = useCanShare(() => {
    if (latest.current.express) latest.current.submit();
  });
  useEffect(() => {
    latest.current = { current, valid, express, submit: () => void submit() };
  });

  // Ask at once: a planner whose plan has ended should not fill in the form first. (An unactivated
  // account still fills it in: the share then waits and goes out once the code is entered.)
  const { check } = canShare;
  useEffect(() => {
    check()
      .then((answer) => setPaymentReason(paymentReasonOf(answer)))
      .catch(() => undefined);
  }, [check]);

  // One share at a time: an express submit and a click can otherwise meet.
  const inFlight = useRef(false);
  async function submit() {
    setAttempted(true);
    if (!latest.current.valid || inFlight.current) return;
    inFlight.current = true;
    setMode("share_in_progress");
    setError(null);
    setServerErrors({});
    try {
      const allowed = await canShare.check();
      const payment = paymentReasonOf(allowed);
      if (payment) {
        setPaymentReason(payment);
        setMode("share");
        return;
      }
      if (!allowed.allowed) {
        setExpress(true);
        setMode("share");
        return;
      }
      setExpress(false);
      const shared = await apiFetch<ShareAnswer>(`/api/document/${encodeURIComponent(subject.documentId)}/share`, { body: shareBody(latest.current.current) });
      setAnswer(shared);
      onShared(shared);
      setMode(latest.current.current.type === "link" ? "share_link_succeeded" : shared.emailSent ? "share_via_email_succeeded" : "share_via_email_failed");
    } catch (caught) {
      // 402: the plan refused the share after all (it ended a moment ago).
      if (isApiError(caught) && caught.status === 402) {
        setPaymentReason("sharing");
        setMode("share");
        return;
      }
      setServerErrors(isApiError(caught) ? serverFieldErrors(caught.fields) : {});
      setError(errorText(caught));
      setMode("share");
    } finally {
      inFlight.current = false;
    }
  }

  function change(next: ShareFormValues) {
    setTouched((seen) => {
      const more = new Set(seen);
      for (const key of Object.keys(next) as (keyof ShareFormValues)[]) if (next[key] !== values[key]) more.add(key);
      return more;
    });
    setServerErrors({});
    setValues(next);
  }

  function again() {
    setAnswer(null);
    setAttempted(false);
    setTouched(new Set());
    setMode("share");
  }

  const busy = mode === "share_in_progress";
  const done = answer !== null && mode !== "share" && !busy;
  const footer = done ? (
    <>
      <Button variant="ghost" onClick={again}>
        {t("shareAgain")}
      </Button>
      <Button onClick={onClose}>{t("done")}</Button>
    </>
  ) : (
    <>
      <Button variant="ghost" onClick={onClose} disabled={busy}>
        {t("cancel")}
      </Button>
      <Button type="submit" form="share-form" loading={busy} disabled={!valid}>
        {type === "email" ? t("submitEmail") : t("submitLink")}
      </Button>
    </>
  );

  if (paymentReason) return <PaymentRequiredDialog reason={paymentReason} choosePlanHref={subject.choosePlanHref} onClose={onClose} />;

  return (
    // One fixed height on wider screens: switching modes (form, progress, result) never moves the dialog.
    <Dialog
      open
      onClose={onClose}
      title={t("title", { title: subject.documentTitle })}
      description={t("description")}
      size="lg"
      dismissible={!busy}
      closeOnBackdropClick={false}
      footer={footer}
      className="sm:h-[min(46rem,calc(100dvh-2rem))]"
    >
      <div data-share-mode={mode} data-express={express || undefined} className="flex flex-col gap-4">
        {done && answer ? (
          <ShareResult mode={mode} answer={answer} documentTitle={subject.documentTitle} />
        ) : (
          <>
            {express && canShare.state !== "allowed" && <ActivationNotice />}
            <form
              id="share-form"
              noValidate
              aria-busy={busy}
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) void submit();
              }}
            >
              {emailAllowed === false ? (
                <p className="rounded-lg bg-ink-50 px-3 py-2 text-[0.8125rem] leading-5 text-ink-600">{t("emailOff")}</p>
              ) : (
                <ShareTypeSwitch value={type} onChange={(next) => change({ ...values, type: next })} disabled={busy || emailAllowed === undefined} />
              )}
              <FormError message={error ?? undefined} />
              <RequireAcceptanceSetting documentId={subject.documentId} className="rounded-lg border border-ink-200 px-3 py-2.5" />
              <ShareFields values={current} onChange={change} errors={errors} teamId={subject.teamId} disabled={busy} />
            </form>
          </>
        )}
      </div>
    </Dialog>
  );
}
