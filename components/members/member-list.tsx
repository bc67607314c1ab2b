"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { Alert, Button, Card, cx, EmptyState, PageHeader } from "@/components/ui";
import { PlusIcon, SparkleIcon } from "@/components/ui/icons";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { InviteDialog } from "./invite-dialog";
import { MemberAvatar } from "./member-avatar";
import { ExpiredBadge, PendingBadge, RoleBadge } from "./member-badges";
import { displayEmail, displayName, isExpiredInvitation, isSelf, toMemberItem, type MemberItem, type Role } from "./member-item";

export interface MemberListProps {
  teamId: string;
  teamName: string;
  currentUserId: string;
  initialMembers: MemberItem[];
}

type Notice = { tone: "success" | "error"; text: string };

/** The workspace's members: everyone reads the list, admins invite, change roles, resend and remove. */
export function MemberList({ teamId, teamName, currentUserId, initialMembers }: MemberListProps) {
  const t = useTranslations("members");
  const format = useFormatter();
  const router = useRouter();
  const errorText = useErrorMessage();
  const [members, setMembers] = useState(initialMembers);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [busyId, setBusyId] = useState<string>();
  const [removing, setRemoving] = useState<MemberItem>();
  const [removeError, setRemoveError] = useState<string>();
  const noticeRef = useRef<HTMLDivElement>(null);

  // The caller's own role comes from the list, so demoting oneself takes the admin actions away at once.
  const isAdmin = members.some((member) => isSelf(member, currentUserId) && member.role === "ADMIN");
  // A workspace always keeps one admin: the last one is offered neither demotion nor leaving (the server refuses both).
  const activeAdmins = members.filter((member) => member.role === "ADMIN" && member.status === "active").length;
  const isLastAdmin = (member: MemberItem) => member.role === "ADMIN" && member.status === "active" && activeAdmins <= 1;
  const knownEmails = useMemo(() => new Set(members.map((member) => displayEmail(member).toLowerCase())), [members]);
  const listUrl = `/api/team/${encodeURIComponent(teamId)}/members`;
  const day = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" });

  /** Under the name: the account's address, else when the invitation went out and until when its link works. */
  function secondLine(member: MemberItem) {
    if (member.account && member.status === "active") return displayEmail(member);
    if (!member.invitedAt) return member.account ? displayEmail(member) : "";
    if (!member.expiresAt) return t("invitedOn", { date: day(member.invitedAt) });
    const key = isExpiredInvitation(member) ? "invitedExpired" : "invitedExpires";
    return t(key, { date: day(member.invitedAt), expires: day(member.expiresAt) });
  }

  async function reload() {
    const fresh = await apiFetch<MemberItem[]>(listUrl).catch(() => undefined);
    if (fresh) setMembers(fresh.map(toMemberItem));
  }

  function announce(next: Notice) {
    setNotice(next);
    // Bring the message into view; it lands in the live region, so screen readers read it out.
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: "nearest" }));
  }

  async function run(member: MemberItem, action: () => Promise<unknown>, success: string) {
    setBusyId(member._id);
    setNotice(undefined);
    try {
      await action();
      announce({ tone: "success", text: success });
      await reload();
    } catch (error) {
      announce({ tone: "error", text: errorText(error) });
    } finally {
      setBusyId(undefined);
    }
  }

  function changeRole(member: MemberItem, role: Role) {
    const name = displayName(member);
    const path = `/api/member/set-admin/${encodeURIComponent(teamId)}/${encodeURIComponent(member._id)}/${role}`;
    const action = async () => {
      await apiFetch(path, { method: "POST" });
      // The shell's admin links follow the caller's role: re-render it (this list keeps its own state).
      if (isSelf(member, currentUserId)) router.refresh();
    };
    void run(member, action, t(role === "ADMIN" ? "notices.promoted" : "notices.demoted", { name }));
  }

  function resend(member: MemberItem) {
    const path = `/api/member/${encodeURIComponent(member._id)}/resend-invitation`;
    void run(member, () => apiFetch(path, { method: "POST" }), t("notices.resent", { email: displayEmail(member) }));
  }

  async function confirmRemove() {
    if (!removing) return;
    const member = removing;
    const leaving = isSelf(member, currentUserId);
    setBusyId(member._id);
    setRemoveError(undefined);
    try {
      await apiFetch(`/api/member/${encodeURIComponent(member._id)}`, { method: "DELETE" });
      if (leaving) {
        // A full page load: after leaving, no part of the app may keep showing this workspace.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/documents");
        return;
      }
      setRemoving(undefined);
      announce({
        tone: "success",
        text: member.status === "pending" ? t("notices.withdrawn", { email: displayEmail(member) }) : t("notices.removed", { name: displayName(member) }),
      });
      await reload();
    } catch (error) {
      setRemoveError(errorText(error));
    } finally {
      setBusyId(undefined);
    }
  }

  const confirmText = removing ? removalTexts(removing) : undefined;
  function removalTexts(member: MemberItem) {
    if (isSelf(member, currentUserId)) {
      return { title: t("confirm.leaveTitle", { team: teamName }), text: t("confirm.leaveText"), action: t("confirm.leave") };
    }
    if (member.status === "pending") {
      return { title: t("confirm.withdrawTitle", { email: displayEmail(member) }), text: t("confirm.withdrawText"), action: t("confirm.withdraw") };
    }
    const name = displayName(member);
    return { title: t("confirm.removeTitle", { name }), text: t("confirm.removeText", { name, team: teamName }), action: t("confirm.remove") };
  }

  return (
    <>
      <PageHeader
        eyebrow={teamName}
        title={t("title")}
        description={t("description")}
        actions={
          isAdmin && (
            <Button onClick={() => setInviteOpen(true)} leadingIcon={<PlusIcon aria-hidden="true" className="size-4" />}>
              {t("invite")}
            </Button>
          )
        }
      />

      {/* Always rendered, so assistive technology already watches it when a notice's text arrives. */}
      <div ref={noticeRef} role="status" aria-live="polite" aria-atomic="true" className={cx(notice && (isAdmin ? "mb-6" : "mb-3"))}>
        {notice && (
          <Alert tone={notice.tone} live={false}>
            {notice.text}
          </Alert>
        )}
      </div>
      {!isAdmin && (
        <Alert tone="info" className="mb-6">
          {t("readOnly")}
        </Alert>
      )}

      {members.length === 0 ? (
        <EmptyState icon={<SparkleIcon />} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <Card as="section" padding="none" aria-labelledby="members-heading" className="overflow-hidden">
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-3.5">
            <h2 id="members-heading" className="text-sm font-semibold text-ink-900">
              {t("count", { count: members.length })}
            </h2>
          </div>
          <ul className="divide-y divide-ink-100">
            {members.map((member) => {
              const name = displayName(member);
              const self = isSelf(member, currentUserId);
              const busy = busyId === member._id;
              return (
                <li key={member._id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-center gap-3.5">
                    <MemberAvatar member={member} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <Link
                          href={`/member/${member._id}`}
                          className="truncate rounded-xs font-medium text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline"
                        >
                          {name}
                        </Link>
                        {self && <span className="text-sm text-ink-500">({t("you")})</span>}
                      </p>
                      <p className="truncate text-sm text-ink-500">{secondLine(member)}</p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                    <RoleBadge role={member.role} />
                    {member.status === "pending" && (isExpiredInvitation(member) ? <ExpiredBadge /> : <PendingBadge />)}
                    {isAdmin && (
                      <div className="flex flex-wrap items-center gap-1 sm:ml-2">
                        {!isLastAdmin(member) && (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={Boolean(busyId)}
                            loading={busy}
                            onClick={() => changeRole(member, member.role === "ADMIN" ? "MEMBER" : "ADMIN")}
                          >
                            {t(member.role === "ADMIN" ? "actions.makeMember" : "actions.makeAdmin")}
                            <span className="sr-only">, {name}</span>
                          </Button>
                        )}
                        {member.status === "pending" && !member.account && (
                          <Button size="sm" variant="ghost" disabled={Boolean(busyId)} onClick={() => resend(member)}>
                            {t("actions.resend")}
                            <span className="sr-only">, {name}</span>
                          </Button>
                        )}
                      </div>
                    )}
                    {(isAdmin || self) && !isLastAdmin(member) && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                        disabled={Boolean(busyId)}
                        onClick={() => {
                          setRemoveError(undefined);
                          setRemoving(member);
                        }}
                      >
                        {self ? t("actions.leave") : member.status === "pending" ? t("actions.withdraw") : t("actions.remove")}
                        {!self && <span className="sr-only">, {name}</span>}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}

      {isAdmin && (
        <InviteDialog
          open={inviteOpen}
          onClose={() => setInviteOpen(false)}
          teamId={teamId}
          teamName={teamName}
          knownEmails={knownEmails}
          onInvited={(member) => {
            setInviteOpen(false);
            announce({ tone: "success", text: t("notices.invited", { email: displayEmail(toMemberItem(member)) }) });
            void reload();
          }}
        />
      )}

      <ConfirmDialog
        open={Boolean(removing)}
        title={confirmText?.title ?? ""}
        text={confirmText?.text ?? ""}
        confirmLabel={confirmText?.action ?? ""}
        busy={Boolean(removing && busyId === removing._id)}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}
