"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button, Checkbox, Switch, TextField } from "@/components/ui";
import { ActionStatus } from "./action-status";
import { useConsoleAction } from "./use-console-action";

// The account's settings forms (payment method, sales representative, modules, e-mail
// notifications): each sends one action of POST /api/superadmin/accounts/{id}/action.

export const actionPath = (accountId: string) => `/api/superadmin/accounts/${encodeURIComponent(accountId)}/action`;

const PAYMENT_METHODS = ["STRIPE", "DIRECT"] as const;
/** The modules an operator can switch on (lib/auth/policy.ts MODULES). */
const MODULES = [
  { value: "academy", key: "academy" },
  { value: "catalog", key: "catalog" },
  { value: "team-templates", key: "teamTemplates" },
] as const;

export function PaymentMethodForm({ accountId, current }: { accountId: string; current: "STRIPE" | "DIRECT" }) {
  const t = useTranslations("superAdmin.account.payment");
  const action = useConsoleAction();
  const [value, setValue] = useState(current);
  const legendId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run(actionPath(accountId), { body: { action: "set-payment-method", paymentMethod: value } });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset aria-describedby={`${legendId}-hint`}>
        <legend className="text-sm font-medium text-ink-800">{t("legend")}</legend>
        <p id={`${legendId}-hint`} className="mt-0.5 text-[0.8125rem] leading-5 text-ink-500">
          {t("hint")}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-800">
              <input
                type="radio"
                name={`payment-${accountId}`}
                value={method}
                checked={value === method}
                onChange={() => setValue(method)}
                className="size-4 accent-accent-600"
              />
              {t(`methods.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" size="sm" loading={action.busy} disabled={value === current}>
          {t("save")}
        </Button>
      </div>
      <ActionStatus error={action.error} done={action.done} doneText={t("saved")} />
    </form>
  );
}

export function SalesRepresentativeForm({ accountId, current }: { accountId: string; current: string | null }) {
  const t = useTranslations("superAdmin.account.salesRep");
  const action = useConsoleAction();
  const [value, setValue] = useState(current ?? "");

  function send(salesRepresentative: string | null) {
    void action.run(actionPath(accountId), { body: { action: "set-sales-representative", salesRepresentative } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(value.trim() || null);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={t("label")}
        hint={t("hint")}
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        error={action.fieldError("salesRepresentative")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="sm" loading={action.busy} disabled={value.trim() === (current ?? "")}>
          {t("save")}
        </Button>
        {current && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={action.busy}
            onClick={() => {
              setValue("");
              send(null);
            }}
          >
            {t("remove")}
          </Button>
        )}
      </div>
      <ActionStatus error={action.error} done={action.done} doneText={t("saved")} />
    </form>
  );
}

export function ModulesForm({ accountId, current }: { accountId: string; current: string[] }) {
  const t = useTranslations("superAdmin.account.modules");
  const action = useConsoleAction();
  const [chosen, setChosen] = useState<string[]>(current);
  const changed = chosen.length !== current.length || chosen.some((module) => !current.includes(module));

  function toggle(module: string, on: boolean) {
    setChosen((list) => (on ? [...list.filter((item) => item !== module), module] : list.filter((item) => item !== module)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void action.run(actionPath(accountId), { body: { action: "set-modules", modules: MODULES.map((m) => m.value).filter((m) => chosen.includes(m)) } });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2.5">
        <legend className="mb-1 text-sm font-medium text-ink-800">{t("legend")}</legend>
        {MODULES.map((module) => (
          <Checkbox
            key={module.value}
            label={t(module.key)}
            checked={chosen.includes(module.value)}
            onChange={(event) => toggle(module.value, event.target.checked)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" size="sm" loading={action.busy} disabled={!changed}>
          {t("save")}
        </Button>
      </div>
      <ActionStatus error={action.error} done={action.done} doneText={t("saved")} />
    </form>
  );
}

export function NotificationsForm({ accountId, current }: { accountId: string; current: boolean }) {
  const t = useTranslations("superAdmin.account.notifications");
  const action = useConsoleAction();
  const [enabled, setEnabled] = useState(current);

  async function toggle(next: boolean) {
    setEnabled(next);
    const result = await action.run(actionPath(accountId), { body: { action: "set-email-notifications", enabled: next } });
    if (result === null) setEnabled(!next);
  }

  return (
    <div className="flex flex-col gap-3">
      <Switch label={t("label")} description={t("hint")} checked={enabled} disabled={action.busy} onChange={(event) => void toggle(event.target.checked)} />
      <ActionStatus error={action.error} done={action.done} doneText={enabled ? t("savedOn") : t("savedOff")} />
    </div>
  );
}
