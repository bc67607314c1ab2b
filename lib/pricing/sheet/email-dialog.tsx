"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Alert, Button, Dialog, TextField } from "@/components/ui";
import { emailSchema } from "@/lib/accounts/schemas";

/**
 * Asks for the address the price list goes to, then runs `onSend`. A failure keeps the dialog open
 * with the spec's message, and Send tries again.
 */
export function SheetEmailDialog({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves true once sent; false shows the failure. */
  onSend: (email: string) => Promise<boolean>;
}) {
  const t = useTranslations("pricingSheet");
  const tv = useTranslations("validation");
  const formId = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    const sent = await onSend(parsed.data);
    setBusy(false);
    if (sent) onClose();
    else setFailed(true);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title={t("emailTitle")}
      description={t("emailDescription")}
      className="page-chrome"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {failed ? t("retry") : t("send")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          type="email"
          autoComplete="email"
          label={t("emailLabel")}
          value={email}
          maxLength={254}
          onChange={(event) => (setEmail(event.target.value), setInvalid(false))}
          error={invalid ? tv("email") : undefined}
          autoFocus
        />
        {failed && <Alert tone="error">{t("emailFailed")}</Alert>}
      </form>
    </Dialog>
  );
}
