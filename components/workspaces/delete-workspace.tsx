"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, Dialog, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

/** The danger zone's button and its confirmation. After deletion the browser goes to /workspace-deleted. */
export function DeleteWorkspace({ teamId, teamName }: { teamId: string; teamName: string }) {
  const t = useTranslations("workspaces.danger");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch(`/api/team/${teamId}`, { method: "DELETE" });
      router.replace("/workspace-deleted");
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  function close() {
    if (busy) return;
    setOpen(false);
    setError(undefined);
  }

  return (
    <>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {t("button")}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        dismissible={!busy}
        size="sm"
        title={t("confirmTitle", { name: teamName })}
        description={t("confirmText")}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="button" variant="danger" loading={busy} onClick={() => void confirm()}>
              {t("confirmButton")}
            </Button>
          </>
        }
      >
        {error && <FormError message={error} />}
      </Dialog>
    </>
  );
}
