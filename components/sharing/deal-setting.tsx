"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Switch } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useShare } from "./share-context";

/**
 * "Ask the client to accept and sign": saved at once (POST /api/document/{id}/require-acceptance),
 * for the shares made from now on. The Share tab and the share dialog show the same value (the
 * ShareProvider's). Only the owner changes it; others see it switched off for them.
 */
export function RequireAcceptanceSetting({ documentId, className }: { documentId: string; className?: string }) {
  const t = useTranslations("deal.setting");
  const errorText = useErrorMessage();
  const share = useShare();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = share?.requireAcceptance ?? null;
  const canChange = Boolean(share?.canManage) && value !== null;

  async function change(next: boolean) {
    if (!share || busy) return;
    setBusy(true);
    setError(null);
    share.setRequireAcceptance(next);
    try {
      const answer = await apiFetch<{ requireAcceptance: boolean }>(`/api/document/${encodeURIComponent(documentId)}/require-acceptance`, { body: { requireAcceptance: next } });
      share.setRequireAcceptance(answer.requireAcceptance);
    } catch (caught) {
      share.setRequireAcceptance(!next);
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <Switch
        label={t("label")}
        description={t("hint")}
        checked={value ?? false}
        disabled={!canChange || busy}
        aria-busy={busy || undefined}
        onChange={(event) => void change(event.target.checked)}
      />
      <p role="status" className="mt-1 text-[0.8125rem] text-danger-700 empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
