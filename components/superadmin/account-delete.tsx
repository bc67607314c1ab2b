"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, Dialog, FormError, TextField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { consoleHref } from "./tabs";

/**
 * Permanent deletion (the same data rules as an account's own deletion). The dialog asks for the
 * username to be typed, so a wrong account is never deleted by a slip of the mouse.
 */
export function DeleteAccountCard({ accountId, username }: { accountId: string; username: string }) {
  const t = useTranslations("superAdmin.account.delete");
  const tu = useTranslations("ui");
  const router = useRouter();
  const message = useErrorMessage();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim() === username;

  function close() {
    setOpen(false);
    setTyped("");
    setError(null);
  }

  async function remove() {
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/superadmin/accounts/${encodeURIComponent(accountId)}`, { method: "DELETE" });
      router.replace(consoleHref("accounts", { deleted: username }));
      router.refresh();
    } catch (caught) {
      setError(message(caught));
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <p className="max-w-3xl text-sm leading-6 text-ink-600">{t("text")}</p>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        dismissible={!busy}
        closeOnBackdropClick={false}
        title={t("dialogTitle", { username })}
        description={t("dialogText")}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={close}>
              {tu("cancel")}
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={busy} disabled={!matches}>
              {t("confirm")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
          className="flex flex-col gap-3"
        >
          <FormError message={error ?? undefined} />
          <TextField
            label={t("typeLabel", { username })}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            hint={typed && !matches ? t("mismatch") : undefined}
          />
        </form>
      </Dialog>
    </div>
  );
}
