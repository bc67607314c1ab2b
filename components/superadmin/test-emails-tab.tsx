"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, Card, Checkbox, TextField } from "@/components/ui";
import { ActionStatus } from "./action-status";
import { useConsoleAction } from "./use-console-action";

/** The templates' names under `superAdmin.testEmails.templates`. */
const TEMPLATE_KEYS = {
  activation: "activation",
  "password-reset": "passwordReset",
  invitation: "invitation",
  "price-list": "priceList",
  share: "share",
  "share-opened": "shareOpened",
} as const;

export interface TestEmailsTabProps {
  /** Every template the server can send (lib/superadmin/test-email-names.ts). */
  templates: readonly string[];
  /** The operator's own address, offered as the first choice. */
  defaultTo: string;
}

/** Tab 8: every e-mail template, with sample values, sent to one address to see how it renders. */
export function TestEmailsTab({ templates, defaultTo }: TestEmailsTabProps) {
  const t = useTranslations("superAdmin.testEmails");
  const action = useConsoleAction<{ sent: string[] }>();
  const [to, setTo] = useState(defaultTo);
  const [chosen, setChosen] = useState<string[]>([...templates]);
  const [sent, setSent] = useState<{ to: string; names: string[] } | null>(null);
  const label = (name: string) => (name in TEMPLATE_KEYS ? t(`templates.${TEMPLATE_KEYS[name as keyof typeof TEMPLATE_KEYS]}`) : name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const all = chosen.length === templates.length;
    const result = await action.run("/api/superadmin/send-test-emails", { body: { to: to.trim(), ...(all ? {} : { templates: chosen }) } });
    if (result) setSent({ to: to.trim(), names: result.sent });
  }

  return (
    <section aria-labelledby="test-emails-title" className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div>
            <h2 id="test-emails-title" className="text-base font-semibold tracking-tight text-ink-900">
              {t("title")}
            </h2>
            <p className="mt-1 text-sm leading-6 text-ink-600">{t("text")}</p>
          </div>
          <TextField label={t("to")} type="email" required autoComplete="email" value={to} onChange={(event) => setTo(event.target.value)} error={action.fieldError("to")} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink-800">{t("templatesLegend")}</legend>
            {templates.map((name) => (
              <Checkbox
                key={name}
                label={label(name)}
                checked={chosen.includes(name)}
                onChange={(event) => setChosen((list) => (event.target.checked ? [...list, name] : list.filter((item) => item !== name)))}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" loading={action.busy} disabled={chosen.length === 0 || !to.trim()}>
              {t("submit")}
            </Button>
          </div>
          {action.error && <ActionStatus error={action.error} done={false} doneText="" />}
        </form>
      </Card>
      <Card as="section" aria-labelledby="test-emails-sent">
        <h2 id="test-emails-sent" className="text-base font-semibold tracking-tight text-ink-900">
          {t("sentTitle")}
        </h2>
        <div role="status" className="mt-2 text-sm text-ink-700">
          {sent ? (
            <>
              <p>{t("sentTo", { to: sent.to })}</p>
              <ul className="mt-2 list-disc pl-5">
                {sent.names.map((name) => (
                  <li key={name}>{label(name)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-ink-500">{t("nothingYet")}</p>
          )}
        </div>
      </Card>
    </section>
  );
}
