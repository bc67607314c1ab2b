"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Button, Card, CardHeader, PageHeader } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { invitationExpiresAt } from "@/lib/members/invitation-expiry";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MemberAvatar } from "./member-avatar";
import { ExpiredBadge, PendingBadge, RoleBadge } from "./member-badges";
import { displayEmail, displayName, isExpiredInvitation, isSelf, toMemberItem, type MemberItem, type Role } from "./member-item";
import { RoleChoice } from "./role-choice";

export interface MemberEditorProps {
  initialMember: MemberItem;
  currentUserId: string;
  /** The caller is an admin of the member's workspace. */
  isAdmin: boolean;
}

type Notice = { tone: "success" | "error"; text: string };

/** After leaving a workspace: a full page load, so no part of the app keeps showing the workspace. */
function leaveTo(path: string) {
  window.location.assign(path);
}

/** One member: details for everyone in the workspace; role, resend and remove for admins; leave for oneself. */
export function MemberEditor({ initialMember, currentUserId, isAdmin }: MemberEditorProps) {
  const t = useTranslations("members");
  const format = useFormatter();
  const errorText = useErrorMessage();
  const router = useRouter();
  const [member, setMember] = useState(initialMember);
  const [role, setRole] = useState<Role>(initialMember.role);
  const [saving, setSaving] = useState(false);
  const [roleNotice, setRoleNotice] = useState<Notice>();
  const [resending, setResending] = useState(false);
  const [resendNotice, setResendNotice] = useState<Notice>();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string>();

  const name = displayName(member);
  const email = displayEmail(member);
  const self = isSelf(member, currentUserId);
  const pending = member.status === "pending";
  const expired = isExpiredInvitation(member);
  const canRemove = isAdmin || self;
  const listHref = `/team/${member.team._id}/member`;
  const date = (value: string | null) => (value ? format.dateTime(new Date(value), { dateStyle: "long" }) : t("member.notYet"));

  async function saveRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setRoleNotice(undefined);
    try {
      const updated = await apiFetch<MemberItem>(`/api/member/${encodeURIComponent(member._id)}`, { body: { role } });
      setMember(toMemberItem(updated));
      setRoleNotice({ tone: "success", text: t("notices.roleSaved") });
      // Demoting oneself takes the admin controls away: let the server render the page again.
      if (self && updated.role !== "ADMIN") router.refresh();
    } catch (error) {
      setRoleNotice({ tone: "error", text: errorText(error) });
      setRole(member.role);
    } finally {
      setSaving(false);
    }
  }

  async function resend() {
    setResending(true);
    setResendNotice(undefined);
    try {
      await apiFetch(`/api/member/${encodeURIComponent(member._id)}/resend-invitation`, { method: "POST" });
      setResendNotice({ tone: "success", text: t("notices.resent", { email }) });
      // Resending renews the link for INVITATION_DAYS more days (the server's rule, shared).
      const now = new Date();
      setMember((current) => ({ ...current, invitedAt: now.toISOString(), expiresAt: invitationExpiresAt(now).toISOString() }));
    } catch (error) {
      setResendNotice({ tone: "error", text: errorText(error) });
    } finally {
      setResending(false);
    }
  }

  async function remove() {
    setRemoving(true);
    setRemoveError(undefined);
    try {
      await apiFetch(`/api/member/${encodeURIComponent(member._id)}`, { method: "DELETE" });
      if (self) leaveTo("/documents");
      else router.push(listHref);
    } catch (error) {
      setRemoveError(errorText(error));
      setRemoving(false);
    }
  }

  const removal = self
    ? { title: t("member.leaveTitle"), text: t("member.leaveText"), button: t("actions.leave"), confirmTitle: t("confirm.leaveTitle", { team: member.team.name }), confirmText: t("confirm.leaveText"), confirm: t("confirm.leave") }
    : pending
      ? { title: t("member.withdrawTitle"), text: t("member.withdrawText"), button: t("actions.withdraw"), confirmTitle: t("confirm.withdrawTitle", { email }), confirmText: t("confirm.withdrawText"), confirm: t("confirm.withdraw") }
      : { title: t("member.removeTitle"), text: t("member.removeText", { name }), button: t("actions.remove"), confirmTitle: t("confirm.removeTitle", { name }), confirmText: t("confirm.removeText", { name, team: member.team.name }), confirm: t("confirm.remove") };

  return (
    <>
      <PageHeader
        eyebrow={
          <Link href={listHref} className="rounded-xs font-medium text-accent-700 underline-offset-4 hover:underline">
            <span aria-hidden="true">← </span>
            {t("member.back", { team: member.team.name })}
          </Link>
        }
        title={
          <span className="flex items-center gap-4">
            <MemberAvatar member={member} size="lg" />
            <span className="min-w-0 break-words">{name}</span>
          </span>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="member-role-heading">
            <CardHeader title={<span id="member-role-heading">{t("member.roleTitle")}</span>} description={isAdmin ? undefined : t("member.roleReadOnly")} />
            {isAdmin ? (
              <form onSubmit={saveRole} className="flex flex-col gap-5">
                {roleNotice && <Alert tone={roleNotice.tone}>{roleNotice.text}</Alert>}
                <RoleChoice value={role} onChange={setRole} disabled={saving} />
                <div>
                  <Button type="submit" loading={saving} disabled={role === member.role}>
                    {t("member.save")}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="flex items-center gap-3">
                <RoleBadge role={member.role} />
                <p className="text-sm text-ink-600">{t(`roleHints.${member.role}`)}</p>
              </div>
            )}
          </Card>

          {pending && isAdmin && !member.account && (
            <Card as="section" aria-labelledby="member-invitation-heading">
              <CardHeader title={<span id="member-invitation-heading">{t("member.invitationTitle")}</span>} description={t("member.invitationText", { email })} />
              <div className="flex flex-col gap-4">
                {member.expiresAt && (
                  <p className="text-sm text-ink-700">
                    {t(expired ? "member.expiredText" : "member.expiresText", { date: format.dateTime(new Date(member.expiresAt), { dateStyle: "long" }) })}
                  </p>
                )}
                {resendNotice && <Alert tone={resendNotice.tone}>{resendNotice.text}</Alert>}
                <div>
                  <Button variant="secondary" onClick={() => void resend()} loading={resending}>
                    {t("actions.resend")}
                  </Button>
                </div>
              </div>
            </Card>
          )}

          {canRemove && (
            <Card as="section" aria-labelledby="member-remove-heading" className="border-danger-200">
              <CardHeader title={<span id="member-remove-heading">{removal.title}</span>} description={removal.text} />
              <Button
                variant="danger"
                onClick={() => {
                  setRemoveError(undefined);
                  setConfirming(true);
                }}
              >
                {removal.button}
              </Button>
            </Card>
          )}
        </div>

        <Card as="section" aria-labelledby="member-details-heading" className="self-start">
          <CardHeader title={<span id="member-details-heading">{t("member.details")}</span>} />
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="text-ink-500">{t("member.email")}</dt>
              <dd className="font-medium break-all text-ink-900">{email}</dd>
            </div>
            <div>
              <dt className="text-ink-500">{t("member.workspace")}</dt>
              <dd className="font-medium text-ink-900">{member.team.name}</dd>
            </div>
            <div>
              <dt className="text-ink-500">{t("member.status")}</dt>
              <dd className="mt-1 flex flex-wrap gap-2">
                <RoleBadge role={member.role} />
                {pending ? expired ? <ExpiredBadge /> : <PendingBadge /> : <span className="text-ink-900">{t("member.active")}</span>}
              </dd>
            </div>
            {member.invitedAt && (
              <div>
                <dt className="text-ink-500">{t("member.invitedAt")}</dt>
                <dd className="font-medium text-ink-900">{date(member.invitedAt)}</dd>
              </div>
            )}
            <div>
              <dt className="text-ink-500">{t("member.acceptedAt")}</dt>
              <dd className="font-medium text-ink-900">{date(member.acceptedAt)}</dd>
            </div>
          </dl>
        </Card>
      </div>

      <ConfirmDialog
        open={confirming}
        title={removal.confirmTitle}
        text={removal.confirmText}
        confirmLabel={removal.confirm}
        busy={removing}
        error={removeError}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
