"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, CodeInput } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ACCOUNT_ACTIVATED_EVENT } from "@/components/sharing/use-can-share";

/** Shown while the account is unactivated: documents can be built, sharing needs the e-mailed code. */
export function ActivationBanner({ email }: { email: string }) {
  const t = useTranslations("shell.activation");
  const errorText = useErrorMessage();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  async function activate(value = code) {
    if (value.length !== 4) return;
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch("/api/account/activate", { body: { code: value } });
      // An open share dialog waiting in express mode re-checks and shares by itself.
      window.dispatchEvent(new Event(ACCOUNT_ACTIVATED_EVENT));
      window.location.reload();
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  async function resend() {
    setError(undefined);
    try {
      const answer = await apiFetch<{ message: string }>("/api/activation/resend", { body: {} });
      setNotice(answer.message);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <section aria-labelledby="activation-title" className="border-b border-warning-200 bg-warning-50 px-4 py-4 sm:px-8">
      <div className="mx-auto flex max-w-5xl flex-wrap items-end gap-x-6 gap-y-3">
        <div className="min-w-60 flex-1">
          <h2 id="activation-title" className="text-sm font-semibold text-warning-800">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-warning-800">{t("text", { email })}</p>
          {notice && <p role="status" className="mt-1 text-sm text-success-700">{notice}</p>}
        </div>
        <form
          className="flex items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void activate();
          }}
        >
          <CodeInput label={t("codeLabel")} hideLabel value={code} onChange={setCode} onComplete={(value) => void activate(value)} error={error} />
          <Button type="submit" size="sm" loading={busy} disabled={code.length !== 4}>
            {t("activate")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={resend}>
            {t("resend")}
          </Button>
        </form>
      </div>
    </section>
  );
}
