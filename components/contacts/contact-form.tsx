"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFieldErrors } from "@/components/account/use-field-errors";
import { Alert, Button, ButtonLink, FormError, TextField } from "@/components/ui";
import { CONTACT_FIELD_MAX, CONTACT_FIELDS, type ContactFieldName } from "@/lib/contacts/limits";
import type { ContactInput } from "./contact-api";
import { useContactValidation } from "./field-errors";

export interface ContactFormProps {
  initial: ContactInput;
  submitLabel: string;
  /** Sends the values; throws the request's error (its field problems are shown under the fields). Answers a success text to show, if any. */
  save: (values: ContactInput) => Promise<string | void>;
  cancelHref: string;
  /** Controls shown before the contact's fields (the workspace choice of a new contact). */
  before?: ReactNode;
}

const AUTOCOMPLETE_OFF = "off";

/**
 * First name, last name, e-mail, company and job title: checked in the browser with the server's
 * schema first, then by the server, whose field problems appear under the fields. Focus goes to the
 * first field in error.
 */
export function ContactForm({ initial, submitLabel, save, cancelHref, before }: ContactFormProps) {
  const t = useTranslations("contacts");
  const validate = useContactValidation();
  const server = useFieldErrors();
  const [values, setValues] = useState(initial);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const errorOf = (field: ContactFieldName) => local[field] ?? server.fields[field];
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  function change(field: ContactFieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice(undefined);
    // The message under a field goes once the field is edited; the others stay until the next try.
    if (local[field]) {
      setLocal((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    server.clear();
    setNotice(undefined);
    const problems = validate(values);
    setLocal(problems);
    if (Object.keys(problems).length) return focusFirstError();
    setBusy(true);
    try {
      const text = await save(values);
      if (text) setNotice(text);
    } catch (error) {
      server.show(error);
      focusFirstError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormError message={server.formError} />
      <div role="status" aria-live="polite" className="empty:hidden">
        {notice && (
          <Alert tone="success" live={false}>
            {notice}
          </Alert>
        )}
      </div>
      {before}
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`fields.${field}`)}
            hint={field === "firstname" ? undefined : t("form.optional")}
            type={field === "email" ? "email" : "text"}
            inputMode={field === "email" ? "email" : undefined}
            required={field === "firstname"}
            autoComplete={AUTOCOMPLETE_OFF}
            spellCheck={field === "email" ? false : undefined}
            maxLength={CONTACT_FIELD_MAX[field]}
            value={values[field]}
            error={errorOf(field)}
            onChange={(event) => change(field, event.target.value)}
            containerClassName={field === "email" ? "sm:col-span-2" : undefined}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink href={cancelHref} variant="ghost">
          {t("form.cancel")}
        </ButtonLink>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
