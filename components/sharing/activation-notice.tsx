"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Button, CodeInput } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ACCOUNT_ACTIVATED_EVENT } from "./use-can-share";

/**
 * Why the share is waiting (the account is not activated), with the code boxes right here: the
 * dialog makes the page inert, so the shell's activation banner cannot be reached while it is open.
 * Activating announces account-activated; the dialog re-checks and sends the waiting share.
 */
export function ActivationNotice() {
  const t = useTranslations("share.dialog");
  const tCode = useTranslations("shell.activation");
  const errorText = useErrorMessage();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function activate(value = code) {
    if (value.length !== 4 || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch("/api/account/activate", { body: { code: value } });
      window.dispatchEvent(new Event(ACCOUNT_ACTIVATED_EVENT));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(undefined);
    try {
      const answer = await apiFetch<{ message?: string } | undefined>("/api/activation/resend", { body: {} });
      setNotice(answer?.message);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <Alert tone="warning" title={t("activateTitle")}>
      <p>{t("activateText")}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <CodeInput label={tCode("codeLabel")} value={code} onChange={setCode} onComplete={(value) => void activate(value)} error={error} disabled={busy} />
        <Button size="sm" loading={busy} disabled={code.length !== 4} onClick={() => void activate()}>
          {tCode("activate")}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void resend()}>
          {tCode("resend")}
        </Button>
      </div>
      {notice && <p className="mt-2 text-success-700">{notice}</p>}
    </Alert>
  );
}
