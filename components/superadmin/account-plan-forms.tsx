"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, ConfirmDialog, SelectField, TextField } from "@/components/ui";
import { actionPath } from "./account-forms";
import { ActionStatus } from "./action-status";
import { useConsoleAction } from "./use-console-action";

// The account's plan: extend or end the trial, or set the plan status by hand (each appends a plan
// history row with source "operator" on the server).

const STATES = ["TRIAL", "PAID", "PAYMENT_PENDING"] as const;
const PRODUCTS = ["SMALL", "MEDIUM", "ENTERPRISE"] as const;
const INTERVALS = ["MONTHLY", "YEARLY"] as const;
const DEFAULT_TRIAL_DAYS = 14;

export function TrialForms({ accountId, username, trialRunning }: { accountId: string; username: string; trialRunning: boolean }) {
  const t = useTranslations("superAdmin.account.trial");
  const extend = useConsoleAction();
  const end = useConsoleAction();
  const [days, setDays] = useState(String(DEFAULT_TRIAL_DAYS));
  const [confirming, setConfirming] = useState(false);
  const daysNumber = Number(days);
  const daysValid = Number.isInteger(daysNumber) && daysNumber >= 1 && daysNumber <= 365;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!daysValid) return;
    void extend.run(actionPath(accountId), { body: { action: "extend-trial", days: daysNumber } });
  }

  async function endNow() {
    const result = await end.run(actionPath(accountId), { body: { action: "end-trial" } });
    if (result !== null) setConfirming(false);
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-ink-800">{t("title")}</h4>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t("days")}
            hint={t("daysHint")}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={(!daysValid && days !== "" ? t("daysInvalid") : undefined) ?? extend.fieldError("days")}
            containerClassName="w-40"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" size="sm" loading={extend.busy} disabled={!daysValid}>
            {t("extend")}
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={!trialRunning || end.busy} onClick={() => setConfirming(true)}>
            {t("end")}
          </Button>
        </div>
        <ActionStatus error={extend.error} done={extend.done} doneText={t("extended")} />
        {!confirming && <ActionStatus error={end.error} done={end.done} doneText={t("ended")} />}
      </form>
      <ConfirmDialog
        open={confirming}
        title={t("endTitle")}
        text={t("endText", { username })}
        confirmLabel={t("endConfirm")}
        busy={end.busy}
        error={end.error ?? undefined}
        onConfirm={() => void endNow()}
        onClose={() => {
          setConfirming(false);
          end.reset();
        }}
      />
    </div>
  );
}

export function SetPlanForm({ accountId }: { accountId: string }) {
  const t = useTranslations("superAdmin.account.setPlan");
  const tp = useTranslations("plans");
  const action = useConsoleAction();
  const [state, setState] = useState<(typeof STATES)[number]>("PAID");
  const [product, setProduct] = useState<(typeof PRODUCTS)[number]>("MEDIUM");
  const [interval, setBillingInterval] = useState<(typeof INTERVALS)[number] | "">("YEARLY");
  const [expiresOn, setExpiresOn] = useState("");
  const trial = state === "TRIAL";

  function submit(event: FormEvent) {
    event.preventDefault();
    // The plan ends at the end of the chosen day (UTC, the app's time zone for dates).
    const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59.000Z`).toISOString() : null;
    const body = trial ? { action: "set-plan", state, expiresAt } : { action: "set-plan", state, product, ...(interval ? { interval } : {}), expiresAt };
    void action.run(actionPath(accountId), { body });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-ink-800">{t("title")}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("state")}
          value={state}
          onChange={(event) => setState(event.target.value as (typeof STATES)[number])}
          options={STATES.map((value) => ({ value, label: tp(`history.states.${value}`) }))}
          error={action.fieldError("state")}
        />
        <SelectField
          label={t("product")}
          value={trial ? "" : product}
          disabled={trial}
          onChange={(event) => setProduct(event.target.value as (typeof PRODUCTS)[number])}
          options={trial ? [{ value: "", label: t("noProduct") }] : PRODUCTS.map((value) => ({ value, label: tp(`products.${value}`) }))}
          error={action.fieldError("product")}
        />
        <SelectField
          label={t("interval")}
          value={trial ? "" : interval}
          disabled={trial}
          onChange={(event) => setBillingInterval(event.target.value as (typeof INTERVALS)[number] | "")}
          options={[{ value: "", label: t("noInterval") }, ...(trial ? [] : INTERVALS.map((value) => ({ value, label: tp(`intervals.${value}`) })))]}
          error={action.fieldError("interval")}
        />
        <TextField
          label={t("expiresOn")}
          hint={t("expiresHint")}
          type="date"
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={action.fieldError("expiresAt")}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" size="sm" loading={action.busy}>
          {t("submit")}
        </Button>
      </div>
      <ActionStatus error={action.error} done={action.done} doneText={t("saved")} />
    </form>
  );
}
