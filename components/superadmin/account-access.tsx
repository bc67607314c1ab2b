"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, Dialog, FormError, TextField } from "@/components/ui";
import { actionPath } from "./account-forms";
import { ActionStatus } from "./action-status";
import { useConsoleAction } from "./use-console-action";

export interface AccessCardProps {
  accountId: string;
  username: string;
  email: string;
  disabled: boolean;
  disabledReason: string | null;
}

/** The password reset e-mail, and disabling or enabling the account. */
export function AccessCard({ accountId, username, email, disabled, disabledReason }: AccessCardProps) {
  const t = useTranslations("superAdmin.account.access");
  const tu = useTranslations("ui");
  const formId = useId();
  const reset = useConsoleAction();
  const toggle = useConsoleAction();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [last, setLast] = useState<"disable" | "enable">("disable");

  async function disable() {
    setLast("disable");
    const result = await toggle.run(actionPath(accountId), { body: { action: "disable", ...(reason.trim() ? { reason: reason.trim() } : {}) } });
    if (result !== null) {
      setConfirming(false);
      setReason("");
    }
  }

  const stateText = !disabled ? t("enabledText") : disabledReason === "PAYMENT_FAILED" ? t("disabledPayment") : t("disabledOperator");

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-ink-800">{t("passwordTitle")}</h4>
        <p className="text-sm text-ink-600">{t("passwordText", { email })}</p>
        <div>
          <Button type="button" variant="secondary" size="sm" loading={reset.busy} onClick={() => void reset.run(actionPath(accountId), { body: { action: "send-password-reset" } })}>
            {t("sendReset")}
          </Button>
        </div>
        <ActionStatus error={reset.error} done={reset.done} doneText={t("resetSent", { email })} />
      </div>
      <div className="flex flex-col gap-3 border-t border-ink-100 pt-4">
        <h4 className="text-sm font-semibold text-ink-800">{t("stateTitle")}</h4>
        <p className="text-sm text-ink-600">{stateText}</p>
        <div>
          {disabled ? (
            <Button type="button" variant="secondary" size="sm" loading={toggle.busy} onClick={() => {
                setLast("enable");
                void toggle.run(actionPath(accountId), { body: { action: "enable" } });
              }}>
              {t("enable")}
            </Button>
          ) : (
            <Button type="button" variant="danger" size="sm" onClick={() => setConfirming(true)}>
              {t("disable")}
            </Button>
          )}
        </div>
        {!confirming && <ActionStatus error={toggle.error} done={toggle.done} doneText={last === "disable" ? t("disabledDone") : t("enabledDone")} />}
      </div>
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          toggle.reset();
        }}
        dismissible={!toggle.busy}
        closeOnBackdropClick={false}
        title={t("disableTitle", { username })}
        description={t("disableText")}
        size="sm"
        footer={
          <>
            <Button variant="ghost" disabled={toggle.busy} onClick={() => setConfirming(false)}>
              {tu("cancel")}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={toggle.busy}>
              {t("disable")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            void disable();
          }}
          className="flex flex-col gap-3"
        >
          <FormError message={toggle.error ?? undefined} />
          <TextField label={t("reason")} hint={t("reasonHint")} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </form>
      </Dialog>
    </div>
  );
}
