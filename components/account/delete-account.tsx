"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, Dialog, FormError, TextField } from "@/components/ui";
import { sameFullName } from "@/lib/accounts/full-name";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

/**
 * The confirm step: the account goes only once the typed full name matches, by the server's own rule
 * (lib/accounts/full-name.ts). While the deletion runs the dialog cannot be dismissed.
 */
export function DeleteAccount({ firstname, lastname }: { firstname: string; lastname: string }) {
  const t = useTranslations("accountMisc");
  const errorText = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const fullName = `${firstname} ${lastname}`;
  const matches = sameFullName(typed, firstname, lastname);

  function close() {
    if (busy) return;
    setOpen(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch("/api/me", { method: "DELETE", body: { fullName: typed } });
      // A full navigation: the session cookie is gone, so nothing of the signed-in app may stay in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/auth/login");
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("deleteButton")}
      </Button>
      <Dialog open={open} onClose={close} dismissible={!busy} title={t("confirmTitle")} description={t("confirmText", { name: fullName })}>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <FormError message={error} />
          <TextField label={t("typeName")} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoFocus />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="danger" loading={busy} disabled={!matches}>
              {t("confirmButton")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
