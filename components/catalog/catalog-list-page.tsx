"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert, Button, ButtonLink, cx, DelayedSpinner, EmptyState, PageHeader } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { SearchIcon, TrashIcon } from "@/components/documents/icons";
import { CatalogIcon } from "@/components/shell/icons";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { CATALOG_NAME_MAX } from "@/lib/catalog/limits";
import type { CatalogItemView } from "@/lib/catalog/view";
import type { CatalogWorkspace } from "@/lib/catalog/workspaces";
import { SEARCH_DEBOUNCE_MS } from "@/lib/documents/list-format";
import { bodyOf, catalogApi, type CatalogFilters as Filters, type CatalogPageData } from "./catalog-api";
import { CatalogFilters } from "./catalog-filters";
import { CatalogTable } from "./catalog-table";

export interface CatalogListPageProps {
  workspaces: CatalogWorkspace[];
  initialFilters: Filters;
  initialPage: CatalogPageData;
  /** The item the form just saved (from `?saved=`): announced and marked in the list. */
  savedItem: CatalogItemView | null;
}

type Notice = { tone: "success" | "error"; text: string };

/** Keeps the filters in the address, so a reload or a shared link shows the same list. */
function syncAddress(filters: Filters) {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("team", filters.teamId);
  if (filters.search.trim()) query.set("q", filters.search.trim());
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

/**
 * The catalog (/catalog): search and workspace filter, a keyset-paged table with "Load more",
 * select one, several or all loaded items and delete them after a confirmation, duplicate or edit a
 * row. The first page comes rendered from the server; everything after is fetched here.
 */
export function CatalogListPage({ workspaces, initialFilters, initialPage, savedItem }: CatalogListPageProps) {
  const t = useTranslations("catalog");
  const errorText = useErrorMessage();
  const [filters, setFilters] = useState(initialFilters);
  const [loadedFilters, setLoadedFilters] = useState(initialFilters);
  const [items, setItems] = useState(initialPage.items);
  const [nextCursor, setNextCursor] = useState(initialPage.nextCursor);
  const [loading, setLoading] = useState<"list" | "more" | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | undefined>(savedItem ? { tone: "success", text: t("notices.saved", { name: savedItem.name }) } : undefined);
  const [highlightId, setHighlightId] = useState(savedItem?.id ?? null);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const request = useRef<AbortController | null>(null);
  const searchTimer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // `?saved=` has done its job: a reload should not announce the save again.
    if (savedItem) syncAddress(initialFilters);
    return () => {
      window.clearTimeout(searchTimer.current);
      request.current?.abort();
    };
  }, [savedItem, initialFilters]);

  const newItemHref = `/catalog/new${filters.teamId ? `?team=${encodeURIComponent(filters.teamId)}` : ""}`;
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  function announce(next: Notice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: "nearest" }));
  }

  /** Loads the first page for these filters (or the next page after `cursor`); an older request is cancelled. */
  async function load(next: Filters, cursor?: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(cursor ? "more" : "list");
    setLoadError(undefined);
    try {
      const page = await catalogApi.list(next, cursor, controller.signal);
      if (controller.signal.aborted) return;
      setItems((current) => (cursor ? [...current, ...page.items.filter((item) => !current.some((c) => c.id === item.id))] : page.items));
      if (!cursor) setSelected(new Set());
      setNextCursor(page.nextCursor);
      setLoadedFilters(next);
    } catch (error) {
      if (controller.signal.aborted) return;
      setLoadError(t("errors.loadFailed", { reason: errorText(error) }));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(null);
      }
    }
  }

  function changeFilters(next: Filters, { typing = false } = {}) {
    setFilters(next);
    syncAddress(next);
    setHighlightId(null);
    window.clearTimeout(searchTimer.current);
    if (typing) searchTimer.current = window.setTimeout(() => void load(next), SEARCH_DEBOUNCE_MS);
    else void load(next);
  }

  function toggle(id: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function duplicate(item: CatalogItemView) {
    setNotice(undefined);
    setDuplicatingId(item.id);
    try {
      const name = t("copyOf", { name: item.name }).slice(0, CATALOG_NAME_MAX);
      const copy = await catalogApi.create(item.team, { ...bodyOf(item), name });
      // Newest first: the copy belongs at the top, where the list would put it after a reload.
      setItems((current) => [copy, ...current]);
      setHighlightId(copy.id);
      announce({ tone: "success", text: t("notices.duplicated", { name: copy.name }) });
    } catch (error) {
      announce({ tone: "error", text: t("errors.duplicateFailed", { reason: errorText(error) }) });
    } finally {
      setDuplicatingId(null);
    }
  }

  async function confirmDelete() {
    setDeleting({ busy: true });
    try {
      const count = await catalogApi.remove(selectedIds);
      const gone = new Set(selectedIds);
      setItems((current) => current.filter((item) => !gone.has(item.id)));
      setSelected(new Set());
      setDeleting({ busy: false });
      setConfirming(false);
      announce({ tone: "success", text: t("notices.deleted", { count }) });
      // The rows and their checkboxes are gone: put focus somewhere sensible, the list's heading.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      setDeleting({ busy: false, error: errorText(error) });
    }
  }

  const filtered = Boolean(loadedFilters.search.trim() || loadedFilters.teamId);
  const canCreate = workspaces.length > 0;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          canCreate && (
            <ButtonLink href={newItemHref}>
              <PlusIcon className="size-4" />
              {t("new")}
            </ButtonLink>
          )
        }
      />
      <section aria-labelledby="catalog-list-heading">
        <h2 id="catalog-list-heading" ref={headingRef} tabIndex={-1} className="sr-only">
          {t("list.heading")}
        </h2>
        <CatalogFilters filters={filters} workspaces={workspaces} onChange={changeFilters} searching={loading === "list"} />

        {/* Always rendered, so assistive technology already watches it when a notice's text arrives. */}
        <div ref={noticeRef} role="status" aria-live="polite" aria-atomic="true" className={cx(notice && "mb-4")}>
          {notice && (
            <Alert tone={notice.tone} live={false}>
              {notice.text}
            </Alert>
          )}
        </div>
        {loadError && (
          <Alert tone="error" className="mb-4">
            <span className="flex flex-wrap items-center justify-between gap-3">
              {loadError}
              <Button size="sm" variant="secondary" onClick={() => void load(loadedFilters)}>
                {t("actions.retry")}
              </Button>
            </span>
          </Alert>
        )}

        {items.length === 0 ? (
          loading === "list" ? (
            <div className="flex justify-center py-16 text-ink-500">
              <DelayedSpinner label={t("list.loading")} />
            </div>
          ) : (
            !loadError &&
            (filtered ? (
              <EmptyState
                icon={<SearchIcon />}
                title={t("empty.noResultsTitle")}
                text={t("empty.noResultsText")}
                action={
                  <Button variant="secondary" onClick={() => changeFilters({ teamId: "", search: "" })}>
                    {t("actions.clearFilters")}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<CatalogIcon />}
                title={t("empty.title")}
                text={t(canCreate ? "empty.text" : "empty.noWorkspaceText")}
                action={
                  canCreate && (
                    <ButtonLink href={newItemHref}>
                      <PlusIcon className="size-4" />
                      {t("actions.createFirst")}
                    </ButtonLink>
                  )
                }
              />
            ))
          )
        ) : (
          <div className={cx("transition-opacity", loading === "list" && "opacity-60")} aria-busy={loading === "list"}>
            <div className="mb-2 flex min-h-10 flex-wrap items-center justify-between gap-3 px-1">
              <p className="text-[0.8125rem] text-ink-500">
                {selectedIds.length ? t("list.selected", { count: selectedIds.length }) : t("list.shown", { count: items.length })}
              </p>
              {selectedIds.length > 0 && (
                <Button
                  variant="danger"
                  size="sm"
                  leadingIcon={<TrashIcon />}
                  onClick={() => {
                    setDeleting({ busy: false });
                    setConfirming(true);
                  }}
                >
                  {t("actions.deleteSelected", { count: selectedIds.length })}
                </Button>
              )}
            </div>
            <CatalogTable
              items={items}
              workspaces={workspaces}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(checked) => setSelected(checked ? new Set(items.map((item) => item.id)) : new Set())}
              onDuplicate={(item) => void duplicate(item)}
              duplicatingId={duplicatingId}
              highlightId={highlightId}
              showWorkspace={workspaces.length > 1 && !loadedFilters.teamId}
            />
            {nextCursor && (
              <div className="mt-5 flex justify-center">
                <Button variant="secondary" onClick={() => void load(loadedFilters, nextCursor)} loading={loading === "more"}>
                  {t("actions.loadMore")}
                </Button>
              </div>
            )}
          </div>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title={t("delete.title", { count: selectedIds.length })}
        text={t("delete.text")}
        confirmLabel={t("delete.submit")}
        busy={deleting.busy}
        error={deleting.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
