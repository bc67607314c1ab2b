"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, TextField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { snapshotOf } from "./share-actions";
import type { SnapshotView } from "./types";

/** A new PIN for a PIN share that someone is guessing: the old one stops working at once. */
export function ChangePinForm({ documentId, snapshotId, onChanged }: { documentId: string; snapshotId: string; onChanged: (snapshot: SnapshotView | null) => void }) {
  const t = useTranslations("share.history");
  const errorText = useErrorMessage();
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiFetch<unknown>(`/api/document/${encodeURIComponent(documentId)}/change-share-pin`, { body: { snapshotId, pinProtectionCode: pin } });
      setDone(true);
      setPin("");
      onChanged(snapshotOf(answer));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <p role="status">{t("pinChanged")}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <TextField
        label={t("newPin")}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, "").slice(0, 4))}
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4}"
        maxLength={4}
        required
        error={error ?? undefined}
        containerClassName="w-28"
      />
      <Button type="submit" variant="secondary" size="sm" loading={busy} disabled={pin.length !== 4}>
        {t("changePin")}
      </Button>
    </form>
  );
}
