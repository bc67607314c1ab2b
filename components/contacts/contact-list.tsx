"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { SearchIcon, TrashIcon } from "@/components/documents/icons";
import { ContactsIcon } from "@/components/shell/icons";
import { Alert, Button, ButtonLink, Checkbox, cx, DelayedSpinner, EmptyState, PageHeader, SearchField, SelectField } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { contactName } from "@/lib/contacts/display";
import { CONTACT_SEARCH_MAX } from "@/lib/contacts/limits";
import type { ContactView } from "@/lib/contacts/view";
import { SEARCH_DEBOUNCE_MS } from "@/lib/documents/list-format";
import { contactApi, type ContactFilters, type ContactPageData } from "./contact-api";

export interface ContactWorkspace {
  teamId: string;
  teamName: string;
}

export interface ContactListProps {
  initialFilters: ContactFilters;
  initialPage: ContactPageData;
  workspaces: ContactWorkspace[];
}

type Notice = { tone: "success" | "error"; text: string };

/** Keeps the filters in the address (no server round trip), so a reload or a shared link shows the same list. */
function syncAddress(filters: ContactFilters) {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("team", filters.teamId);
  if (filters.search.trim()) query.set("q", filters.search.trim());
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

/**
 * The contact list (/contact): workspace filter, search, a table with select-all and "Delete
 * selected" behind a confirmation, "Load more". The first page comes rendered from the server.
 */
export function ContactList({ initialFilters, initialPage, workspaces }: ContactListProps) {
  const t = useTranslations("contacts");
  const errorText = useErrorMessage();
  const [filters, setFilters] = useState(initialFilters);
  const [items, setItems] = useState(initialPage.items);
  const [nextCursor, setNextCursor] = useState(initialPage.nextCursor);
  const [loading, setLoading] = useState<"list" | "more" | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const request = useRef<AbortController | null>(null);
  const searchTimer = useRef<number | undefined>(undefined);
  const selectAll = useRef<HTMLInputElement>(null);

  const several = workspaces.length > 1;
  const filtered = Boolean(filters.teamId || filters.search.trim());
  const workspaceName = (teamId: string) => workspaces.find((workspace) => workspace.teamId === teamId)?.teamName ?? "";
  const chosen = items.filter((item) => selected.has(item.id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const newHref = filters.teamId ? `/contact/new?team=${encodeURIComponent(filters.teamId)}` : "/contact/new";

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  useEffect(
    () => () => {
      window.clearTimeout(searchTimer.current);
      request.current?.abort();
    },
    [],
  );

  /** The first page for these filters, or the next page after `cursor`; an older request is cancelled. */
  async function load(next: ContactFilters, cursor?: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(cursor ? "more" : "list");
    setLoadError(undefined);
    try {
      const page = await contactApi.list(next, cursor, controller.signal);
      if (controller.signal.aborted) return;
      setItems((current) => (cursor ? [...current, ...page.items.filter((item) => !current.some((c) => c.id === item.id))] : page.items));
      setNextCursor(page.nextCursor);
      // A new list keeps only the selected contacts it still shows.
      if (!cursor) setSelected((current) => new Set(page.items.filter((item) => current.has(item.id)).map((item) => item.id)));
    } catch (error) {
      if (controller.signal.aborted) return;
      setLoadError(t("loadFailed", { reason: errorText(error) }));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(null);
      }
    }
  }

  function changeFilters(next: ContactFilters, typing = false) {
    setFilters(next);
    syncAddress(next);
    window.clearTimeout(searchTimer.current);
    if (typing) searchTimer.current = window.setTimeout(() => void load(next), SEARCH_DEBOUNCE_MS);
    else void load(next);
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function deleteChosen() {
    const ids = chosen.map((item) => item.id);
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await contactApi.removeMany(ids);
      setItems((current) => current.filter((item) => !ids.includes(item.id)));
      setSelected(new Set());
      setConfirming(false);
      setNotice({ tone: "success", text: t("bulkDelete.done", { count: ids.length }) });
    } catch (error) {
      setDeleteError(errorText(error));
      // Some batches may have gone through: show the list as the server has it.
      void load(filters);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          workspaces.length > 0 && (
            <ButtonLink href={newHref}>
              <PlusIcon className="size-4" />
              {t("new")}
            </ButtonLink>
          )
        }
      />

      <div role="status" aria-live="polite" aria-atomic="true" className="mb-4 empty:hidden">
        {notice && (
          <Alert tone={notice.tone} live={false}>
            {notice.text}
          </Alert>
        )}
      </div>

      <div role="search" className="mb-5 flex flex-col gap-3 rounded-2xl border border-ink-200 bg-surface p-3 shadow-xs md:flex-row md:items-end">
        <SearchField
          label={t("filters.search")}
          value={filters.search}
          maxLength={CONTACT_SEARCH_MAX}
          placeholder={t("filters.searchPlaceholder")}
          busy={loading === "list"}
          onChange={(search) => changeFilters({ ...filters, search }, true)}
        />
        {several && (
          <SelectField
            label={t("filters.workspace")}
            hideLabel
            containerClassName="md:w-56"
            value={filters.teamId}
            onChange={(event) => changeFilters({ ...filters, teamId: event.target.value })}
            options={[{ value: "", label: t("filters.allWorkspaces") }, ...workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))]}
          />
        )}
      </div>

      {loadError && (
        <Alert tone="error" className="mb-4">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {loadError}
            <Button size="sm" variant="secondary" onClick={() => void load(filters)}>
              {t("retry")}
            </Button>
          </span>
        </Alert>
      )}

      {items.length === 0 ? (
        !loading &&
        !loadError &&
        (filtered ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t("noResultsTitle")}
            text={t("noResultsText")}
            action={
              <Button variant="secondary" onClick={() => changeFilters({ teamId: "", search: "" })}>
                {t("clearFilters")}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<ContactsIcon />}
            title={t("emptyTitle")}
            text={t("emptyText")}
            action={
              workspaces.length > 0 && (
                <ButtonLink href={newHref}>
                  <PlusIcon className="size-4" />
                  {t("new")}
                </ButtonLink>
              )
            }
          />
        ))
      ) : (
        <>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-3 px-1">
            <p className="text-[0.8125rem] text-ink-500">
              {chosen.length ? t("selected", { count: chosen.length }) : t("shown", { count: items.length })}
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="text-danger-700"
              leadingIcon={<TrashIcon />}
              disabled={chosen.length === 0}
              onClick={() => {
                setDeleteError(undefined);
                setConfirming(true);
              }}
            >
              {t("deleteSelected")}
            </Button>
          </div>
          <div className={cx("overflow-x-auto rounded-2xl border border-ink-200 bg-surface shadow-xs transition-opacity", loading === "list" && "opacity-60")} aria-busy={loading === "list"}>
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t("tableCaption")}</caption>
              <thead className="border-b border-ink-200 text-[0.8125rem] text-ink-600">
                <tr>
                  <th scope="col" className="w-12 py-3 pr-1 pl-4">
                    <Checkbox
                      ref={selectAll}
                      label={<span className="sr-only">{t("select.all")}</span>}
                      checked={allChosen}
                      onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())}
                    />
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    {t("columns.name")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    {t("columns.company")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    {t("columns.email")}
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    {t("columns.jobTitle")}
                  </th>
                  {several && (
                    <th scope="col" className="px-3 py-3 font-medium">
                      {t("columns.workspace")}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {items.map((contact) => (
                  <ContactRow key={contact.id} contact={contact} selected={selected.has(contact.id)} onToggle={toggle} workspace={several ? workspaceName(contact.team) : null} />
                ))}
              </tbody>
            </table>
          </div>
          {nextCursor && (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" loading={loading === "more"} onClick={() => void load(filters, nextCursor)}>
                {t("loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
      {items.length === 0 && loading === "list" && (
        <div className="flex justify-center py-16 text-ink-500">
          <DelayedSpinner label={t("loading")} />
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={t("bulkDelete.title", { count: chosen.length })}
        text={t("bulkDelete.text")}
        confirmLabel={t("bulkDelete.confirm")}
        busy={deleting}
        error={deleteError}
        onConfirm={() => void deleteChosen()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function ContactRow({ contact, selected, onToggle, workspace }: { contact: ContactView; selected: boolean; onToggle: (id: string, on: boolean) => void; workspace: string | null }) {
  const t = useTranslations("contacts");
  const name = contactName(contact);
  const empty = (
    <>
      <span aria-hidden="true" className="text-ink-500">
        —
      </span>
      <span className="sr-only">{t("none")}</span>
    </>
  );
  return (
    <tr className={cx("transition-colors", selected ? "bg-accent-50/60" : "hover:bg-ink-50")}>
      <td className="py-3 pr-1 pl-4 align-middle">
        <Checkbox label={<span className="sr-only">{t("select.one", { name })}</span>} checked={selected} onChange={(event) => onToggle(contact.id, event.target.checked)} />
      </td>
      <td className="px-3 py-3 align-middle">
        <Link href={`/contact/${contact.id}`} className="rounded-xs font-medium break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline">
          {name}
        </Link>
      </td>
      <td className="px-3 py-3 align-middle break-words text-ink-700">{contact.company || empty}</td>
      <td className="px-3 py-3 align-middle break-all text-ink-700">{contact.email || empty}</td>
      <td className="px-3 py-3 align-middle break-words text-ink-700">{contact.jobTitle || empty}</td>
      {workspace !== null && <td className="px-3 py-3 align-middle text-ink-600">{workspace}</td>}
    </tr>
  );
}
