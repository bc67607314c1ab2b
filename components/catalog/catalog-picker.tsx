"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { SearchIcon } from "@/components/documents/icons";
import { CatalogIcon } from "@/components/shell/icons";
import { Alert, Button, buttonClasses, Checkbox, DelayedSpinner, Dialog, EmptyState } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { CATALOG_SEARCH_MAX } from "@/lib/catalog/limits";
import type { CatalogItemView } from "@/lib/catalog/view";
import { SEARCH_DEBOUNCE_MS } from "@/lib/documents/list-format";
import { catalogApi } from "./catalog-api";
import { catalogPriceText, type WorkspaceNumberFormat } from "./price-text";

export interface CatalogPickerProps {
  /** The workspace whose catalog is shown (the document's). */
  teamId: string;
  open: boolean;
  onClose: () => void;
  /** The chosen items, in the order they were ticked; the picker then closes (onClose). */
  onPick: (items: CatalogItemView[]) => void;
  /** The workspace's separators for the prices; read from GET /api/team/{id} when absent. */
  workspaceFormat?: WorkspaceNumberFormat;
}

/**
 * "Add from catalog" in the pricing table: a dialog to search the workspace's catalog and tick one
 * or more items. The native <dialog> (components/ui Dialog) keeps focus inside and closes on Escape;
 * each opening starts afresh (no search, nothing ticked) and loads the catalog anew, so an item just
 * added in another tab shows up.
 */
export function CatalogPicker(props: CatalogPickerProps) {
  if (!props.open) return null;
  return <OpenCatalogPicker key={props.teamId} {...props} />;
}

type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; items: CatalogItemView[]; nextCursor: string | null; more: boolean };

function OpenCatalogPicker({ teamId, onClose, onPick, workspaceFormat }: CatalogPickerProps) {
  const t = useTranslations("catalog.picker");
  const errorText = useErrorMessage();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [loadedSearch, setLoadedSearch] = useState("");
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [format, setFormat] = useState<WorkspaceNumberFormat | null>(workspaceFormat ?? null);
  // A Map keeps the order items were ticked in, and keeps ticks made before the search changed.
  const [picked, setPicked] = useState<ReadonlyMap<string, CatalogItemView>>(new Map());
  const request = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  async function fetchPage(term: string, cursor?: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const page = await catalogApi.list({ teamId, search: term }, cursor, controller.signal);
      if (controller.signal.aborted) return;
      setLoad((current) => ({
        status: "ready",
        items: cursor && current.status === "ready" ? [...current.items, ...page.items.filter((item) => !current.items.some((c) => c.id === item.id))] : page.items,
        nextCursor: page.nextCursor,
        more: false,
      }));
      setLoadedSearch(term);
    } catch (error) {
      if (!controller.signal.aborted) setLoad({ status: "error", message: t("loadFailed", { reason: errorText(error) }) });
    }
  }

  useEffect(() => {
    // The first page (and, without a given format, the workspace's separators) arrive asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- setState happens after the await
    void fetchPage("");
    if (!workspaceFormat) {
      apiFetch<{ numberFormat: WorkspaceNumberFormat }>(`/api/team/${encodeURIComponent(teamId)}`)
        .then((team) => setFormat(team.numberFormat))
        .catch(() => setFormat({ decimalSeparator: ".", groupSeparator: "," }));
    }
    return () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (the component is keyed by team)
  }, []);

  function changeSearch(term: string) {
    setSearch(term);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void fetchPage(term.trim()), SEARCH_DEBOUNCE_MS);
  }

  function toggle(item: CatalogItemView, checked: boolean) {
    setPicked((current) => {
      const next = new Map(current);
      if (checked) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  }

  function retry() {
    setLoad({ status: "loading" });
    void fetchPage(search.trim());
  }

  function add() {
    if (!picked.size) return;
    onPick([...picked.values()]);
    onClose();
  }

  const priceText = (item: CatalogItemView) => catalogPriceText(item.price, item.currency, format ?? { decimalSeparator: ".", groupSeparator: "," });
  const ready = load.status === "ready" && format !== null;
  const newItemHref = `/catalog/new?team=${encodeURIComponent(teamId)}`;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t("title")}
      description={t("description")}
      closeOnBackdropClick={false}
      className="page-chrome"
      footer={
        <>
          <p className="mr-auto text-sm text-ink-600" aria-live="polite">
            {picked.size ? t("picked", { count: picked.size }) : ""}
          </p>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={add} disabled={!picked.size}>
            {t("add", { count: picked.size })}
          </Button>
        </>
      }
    >
      <div className="relative mb-4">
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={CATALOG_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => changeSearch(event.target.value)}
          className="block h-10 w-full rounded-lg border border-ink-300 bg-surface pr-3 pl-9 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color] placeholder:text-ink-500 hover:border-ink-400 focus:border-accent-500"
        />
      </div>

      {load.status === "error" && (
        <Alert tone="error">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {load.message}
            <Button size="sm" variant="secondary" onClick={retry}>
              {t("retry")}
            </Button>
          </span>
        </Alert>
      )}
      {(load.status === "loading" || (load.status === "ready" && !format)) && (
        <div className="flex justify-center py-10 text-ink-500">
          <DelayedSpinner label={t("loading")} />
        </div>
      )}
      {ready && load.items.length === 0 && (
        loadedSearch ? (
          <EmptyState titleAs="h3" icon={<SearchIcon />} title={t("noResultsTitle")} text={t("noResultsText", { search: loadedSearch })} className="py-8" />
        ) : (
          <EmptyState
            titleAs="h3"
            icon={<CatalogIcon />}
            title={t("emptyTitle")}
            text={t("emptyText")}
            className="py-8"
            action={
              <span className="flex flex-wrap justify-center gap-2">
                <a href={newItemHref} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "sm" })}>
                  {t("createItem")}
                  <span className="sr-only"> {t("opensInNewTab")}</span>
                </a>
                <Button size="sm" variant="secondary" onClick={retry}>
                  {t("reload")}
                </Button>
              </span>
            }
          />
        )
      )}
      {ready && load.items.length > 0 && (
        <>
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-200" aria-label={t("listLabel")}>
            {load.items.map((item) => (
              <li key={item.id} className="px-3 py-2.5">
                <Checkbox
                  label={item.name}
                  description={[item.sku, priceText(item)].filter(Boolean).join(" · ")}
                  checked={picked.has(item.id)}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
              </li>
            ))}
          </ul>
          {load.nextCursor && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                loading={load.more}
                onClick={() => {
                  setLoad({ ...load, more: true });
                  void fetchPage(loadedSearch, load.nextCursor ?? undefined);
                }}
              >
                {t("loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
