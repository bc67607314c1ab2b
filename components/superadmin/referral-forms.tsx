"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, TextField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ActionStatus } from "./action-status";
import { useConsoleAction } from "./use-console-action";

/** The spec's defaults for a new code (accounts spec §9): UNNAMED, 10 uses. */
export const REFERRAL_DEFAULT_CODE = "UNNAMED";
export const REFERRAL_DEFAULT_LIMIT = 10;

interface AccountMatch {
  _id: string;
  username: string;
  email: string;
}

/** The account a username or e-mail names exactly (any case), through the accounts search. */
async function findAccount(text: string): Promise<AccountMatch | null> {
  const wanted = text.trim().toLowerCase();
  const page = await apiFetch<{ items: AccountMatch[] }>(`/api/superadmin/accounts?q=${encodeURIComponent(wanted)}&size=20`);
  return page.items.find((item) => item.username.toLowerCase() === wanted || item.email.toLowerCase() === wanted) ?? null;
}

/**
 * A new referral code. In an account's page the code is that account's; in the referral codes tab
 * the referring account is optional and named by username or e-mail.
 */
export function ReferralCreateForm({ accountId, wide = false }: { accountId?: string; /** All fields in one row on wide screens (the referral codes tab). */ wide?: boolean }) {
  const t = useTranslations("superAdmin.referrals.create");
  const action = useConsoleAction<{ referral: { code: string } }>();
  const message = useErrorMessage();
  const [code, setCode] = useState(REFERRAL_DEFAULT_CODE);
  const [limit, setLimit] = useState(String(REFERRAL_DEFAULT_LIMIT));
  const [account, setAccount] = useState("");
  const [accountError, setAccountError] = useState<string | undefined>();
  const [resolving, setResolving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAccountError(undefined);
    let owner = accountId ?? null;
    if (!owner && account.trim()) {
      setResolving(true);
      try {
        const found = await findAccount(account);
        if (!found) {
          setAccountError(t("accountNotFound", { value: account.trim() }));
          return;
        }
        owner = found._id;
      } catch (caught) {
        setAccountError(message(caught));
        return;
      } finally {
        setResolving(false);
      }
    }
    const result = await action.run("/api/superadmin/referrals", {
      body: { code: code.trim() || REFERRAL_DEFAULT_CODE, limit: Number(limit), ...(owner ? { accountId: owner } : {}) },
    });
    if (result) {
      setCreated(result.referral.code);
      setCode(REFERRAL_DEFAULT_CODE);
      setLimit(String(REFERRAL_DEFAULT_LIMIT));
      setAccount("");
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label={t("title")}>
      <h4 className="text-sm font-semibold text-ink-800">{t("title")}</h4>
      <div className={wide ? "grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)]" : "grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"}>
        <TextField
          label={t("code")}
          hint={t("codeHint")}
          value={code}
          maxLength={64}
          required
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          error={action.fieldError("code")}
        />
        <TextField
          label={t("limit")}
          hint={t("limitHint")}
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          step={1}
          required
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          error={action.fieldError("limit")}
        />
        {!accountId && (
          <TextField
            label={t("account")}
            hint={t("accountHint")}
            value={account}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setAccount(event.target.value)}
            error={accountError ?? action.fieldError("accountId")}
            containerClassName="sm:col-span-2 lg:col-span-1"
          />
        )}
      </div>
      <div>
        <Button type="submit" variant="secondary" size="sm" loading={action.busy || resolving}>
          {t("submit")}
        </Button>
      </div>
      <ActionStatus error={action.error} done={action.done} doneText={t("created", { code: created ?? "" })} />
    </form>
  );
}

/** Turns one referral code on or off. */
export function ReferralToggle({ id, code, enabled }: { id: string; code: string; enabled: boolean }) {
  const t = useTranslations("superAdmin.referrals");
  const action = useConsoleAction();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        type="button"
        variant={enabled ? "ghost" : "secondary"}
        size="sm"
        loading={action.busy}
        aria-label={enabled ? t("disableCode", { code }) : t("enableCode", { code })}
        onClick={() => void action.run(`/api/superadmin/referrals/${encodeURIComponent(id)}`, { body: { enabled: !enabled } })}
      >
        {enabled ? t("disable") : t("enable")}
      </Button>
      {action.error && (
        <span role="alert" className="text-xs text-danger-700">
          {action.error}
        </span>
      )}
    </span>
  );
}
