"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button, Dialog, FormError, SelectField, TextField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { MemberItem, Role } from "./member-item";
import { useUserSuggestions } from "./use-user-suggestions";

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  teamId: string;
  teamName: string;
  /** Addresses already in the workspace (members and pending invitations): not suggested again. */
  knownEmails: ReadonlySet<string>;
  onInvited: (member: MemberItem) => void;
}

export function InviteDialog(props: InviteDialogProps) {
  const t = useTranslations("members.inviteDialog");
  // A fresh form each time the dialog opens: no address or error left over from the last invitation.
  const [round, setRound] = useState(0);
  const close = () => {
    props.onClose();
    setRound((n) => n + 1);
  };
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={close}
      dismissible={!busy}
      title={t("title")}
      description={t("description", { team: props.teamName })}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <InviteForm
        key={round}
        formId={formId}
        {...props}
        busy={busy}
        setBusy={setBusy}
        onInvited={(member) => {
          props.onInvited(member);
          setRound((n) => n + 1);
        }}
      />
    </Dialog>
  );
}

function InviteForm({
  formId,
  teamId,
  knownEmails,
  open,
  busy,
  setBusy,
  onInvited,
}: InviteDialogProps & { formId: string; busy: boolean; setBusy: (busy: boolean) => void }) {
  const t = useTranslations("members");
  const errorText = useErrorMessage();
  const listId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("MEMBER");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<"email" | "role", string>>>({});
  const [formError, setFormError] = useState<string>();
  const suggestions = useUserSuggestions(email, open).filter((person) => !knownEmails.has(person.email.toLowerCase()));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setFieldErrors({ email: t("inviteDialog.emailRequired") });
      event.currentTarget.querySelector<HTMLInputElement>("input[name=email]")?.focus();
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(undefined);
    const form = event.currentTarget;
    try {
      const member = await apiFetch<MemberItem>(`/api/team/${encodeURIComponent(teamId)}/members/invite`, { body: { email: email.trim(), role } });
      onInvited(member);
    } catch (error) {
      const problems = isApiError(error) ? (error.fields ?? []) : [];
      const fields: Partial<Record<"email" | "role", string>> = {};
      for (const problem of problems) if (problem.path === "email" || problem.path === "role") fields[problem.path] ??= problem.message;
      setFieldErrors(fields);
      setFormError(Object.keys(fields).length ? undefined : errorText(error));
      // Back to the address: the usual fix is a different one.
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>("input[name=email]")?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormError message={formError} />
      <TextField
        label={t("inviteDialog.email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        list={listId}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (fieldErrors.email) setFieldErrors((current) => ({ ...current, email: undefined }));
        }}
        hint={t("inviteDialog.emailHint")}
        error={fieldErrors.email}
      />
      <datalist id={listId}>
        {suggestions.map((person) => (
          <option key={person._id} value={person.email}>
            {`${person.firstname} ${person.lastname}`}
          </option>
        ))}
      </datalist>
      <SelectField
        label={t("inviteDialog.role")}
        name="role"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        options={[
          { value: "MEMBER", label: t("roles.MEMBER") },
          { value: "ADMIN", label: t("roles.ADMIN") },
        ]}
        hint={t(`roleHints.${role}`)}
        error={fieldErrors.role}
      />
    </form>
  );
}
