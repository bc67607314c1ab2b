"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge, Button, Dialog, FormError, TextField } from "@/components/ui";
import { ActionStatus } from "./action-status";
import { asDate } from "./format";
import { CELL, HEAD } from "./table";
import { consoleHref } from "./tabs";
import type { TeamItem } from "./types";
import { useConsoleAction } from "./use-console-action";

/**
 * The workspaces of one page: rows chosen with checkboxes can be switched to share by e-mail or not
 * in one request (team-query-update); each row's subdomain is edited in a dialog that shows the
 * server's own message when it refuses a name.
 */
export function TeamsTable({ teams, shareHostDomain }: { teams: TeamItem[]; shareHostDomain: string | null }) {
  const t = useTranslations("superAdmin.teams");
  const format = useFormatter();
  const bulk = useConsoleAction<{ updated: number }>();
  const [selected, setSelected] = useState<string[]>([]);
  const [updated, setUpdated] = useState(0);
  const [editing, setEditing] = useState<TeamItem | null>(null);
  const visible = selected.filter((id) => teams.some((team) => team._id === id));
  const allChosen = visible.length === teams.length && teams.length > 0;

  function toggle(id: string, on: boolean) {
    setSelected((list) => (on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id)));
  }

  async function setEmailSharing(canShareByEmail: boolean) {
    const result = await bulk.run("/api/superadmin/team-query-update", { body: { teamIds: visible, set: { canShareByEmail } } });
    if (result) {
      setUpdated(result.updated);
      setSelected([]);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t("bulk.label")} className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-200 bg-ink-50/70 px-4 py-3 text-sm">
        <span className="font-medium text-ink-800 tabular-nums" aria-live="polite">
          {t("bulk.selected", { count: visible.length })}
        </span>
        <Button size="sm" variant="secondary" disabled={visible.length === 0} loading={bulk.busy} onClick={() => void setEmailSharing(true)}>
          {t("bulk.allow")}
        </Button>
        <Button size="sm" variant="secondary" disabled={visible.length === 0 || bulk.busy} onClick={() => void setEmailSharing(false)}>
          {t("bulk.block")}
        </Button>
        <div className="basis-full empty:hidden sm:basis-auto">
          {(bulk.error || bulk.done) && <ActionStatus error={bulk.error} done={bulk.done} doneText={t("bulk.done", { count: updated })} />}
        </div>
      </div>

      <div role="region" aria-label={t("caption")} tabIndex={0} className="overflow-x-auto rounded-xl border border-ink-200 bg-surface shadow-xs">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="border-b border-ink-200 bg-ink-50/80 text-xs tracking-wide text-ink-600 uppercase">
            <tr>
              <th scope="col" className={`${HEAD} w-10`}>
                <input
                  type="checkbox"
                  aria-label={t("selectAll")}
                  checked={allChosen}
                  onChange={(event) => setSelected(event.target.checked ? teams.map((team) => team._id) : [])}
                  className="size-4 cursor-pointer accent-accent-600"
                />
              </th>
              <th scope="col" className={HEAD}>
                {t("columns.name")}
              </th>
              <th scope="col" className={HEAD}>
                {t("columns.subdomain")}
              </th>
              <th scope="col" className={HEAD}>
                {t("columns.emailSharing")}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t("columns.members")}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t("columns.documents")}
              </th>
              <th scope="col" className={HEAD}>
                {t("columns.createdBy")}
              </th>
              <th scope="col" className={HEAD}>
                {t("columns.created")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-800">
            {teams.map((team) => (
              <tr key={team._id} className={visible.includes(team._id) ? "bg-accent-50/50" : undefined}>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    aria-label={t("selectRow", { name: team.name })}
                    checked={visible.includes(team._id)}
                    onChange={(event) => toggle(team._id, event.target.checked)}
                    className="mt-0.5 size-4 cursor-pointer accent-accent-600"
                  />
                </td>
                <td className={`${CELL} font-medium break-words text-ink-900`}>{team.name}</td>
                <td className={CELL}>
                  <span className="flex flex-wrap items-center gap-2">
                    {team.customSubdomain ? (
                      <span className="font-mono text-[0.8125rem] break-all text-ink-900">
                        {team.customSubdomain}
                        {shareHostDomain && <span className="text-ink-500">.{shareHostDomain}</span>}
                      </span>
                    ) : (
                      <span className="text-ink-500">{t("subdomain.none")}</span>
                    )}
                    <Button size="sm" variant="ghost" aria-label={t("subdomain.editFor", { name: team.name })} onClick={() => setEditing(team)}>
                      {t("subdomain.edit")}
                    </Button>
                  </span>
                </td>
                <td className={CELL}>
                  <Badge tone={team.canShareByEmail ? "success" : "neutral"}>{team.canShareByEmail ? t("emailOn") : t("emailOff")}</Badge>
                </td>
                <td className={`${CELL} text-right tabular-nums`}>{team.members}</td>
                <td className={`${CELL} text-right tabular-nums`}>{team.documents}</td>
                <td className={CELL}>
                  {team.createdBy ? (
                    <Link href={consoleHref("accounts", { account: team.createdBy._id })} className="font-medium text-accent-700 underline-offset-2 hover:underline">
                      {team.createdBy.username}
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{format.dateTime(asDate(team.createdAt), { dateStyle: "medium" })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && <SubdomainDialog key={editing._id} team={editing} shareHostDomain={shareHostDomain} onClose={() => setEditing(null)} />}
    </div>
  );
}

function SubdomainDialog({ team, shareHostDomain, onClose }: { team: TeamItem; shareHostDomain: string | null; onClose: () => void }) {
  const t = useTranslations("superAdmin.teams.subdomain");
  const tu = useTranslations("ui");
  const action = useConsoleAction();
  const formId = useId();
  const [value, setValue] = useState(team.customSubdomain ?? "");
  const fieldError = action.fieldError("customSubdomain");

  async function save(customSubdomain: string | null) {
    if ((await action.run(`/api/superadmin/teams/${encodeURIComponent(team._id)}/subdomain`, { body: { customSubdomain } })) !== null) onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!action.busy}
      title={t("dialogTitle", { name: team.name })}
      description={t("hint")}
      footer={
        <>
          {team.customSubdomain && (
            <Button variant="ghost" className="mr-auto" disabled={action.busy} onClick={() => void save(null)}>
              {t("remove")}
            </Button>
          )}
          <Button variant="ghost" disabled={action.busy} onClick={onClose}>
            {tu("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={action.busy}>
            {t("save")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Sent as typed, also when empty: the server answers with the spec's message.
          void save(value);
        }}
        className="flex flex-col gap-3"
      >
        {!fieldError && <FormError message={action.error ?? undefined} />}
        <TextField
          label={t("label")}
          value={value}
          maxLength={63}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          hint={shareHostDomain && value.trim() ? t("preview", { host: `${value.trim().toLowerCase()}.${shareHostDomain}` }) : undefined}
        />
      </form>
    </Dialog>
  );
}
