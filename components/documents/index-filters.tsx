"use client";

import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import { cx, SearchField, SelectField } from "@/components/ui";
import { DEAL_FILTERS, DOCUMENT_LIST_VIEWS, SEARCH_TERM_MAX, type DealFilter, type DocumentListView } from "@/lib/documents/list-format";
import type { ListFilters } from "./document-api";
import type { WorkspaceOption } from "./document-item";

export interface IndexFiltersProps {
  filters: ListFilters;
  workspaces: WorkspaceOption[];
  /** `typing` for keystrokes in the search box: the list follows after a short pause. */
  onChange: (next: ListFilters, options?: { typing?: boolean }) => void;
  searching: boolean;
}

/**
 * The index's filters: workspace (all or one, when the user has several), search, the deal state
 * (documents view), "only mine", and the view tabs (WAI-ARIA tabs: arrow keys, Home and End move between them; the list is their panel).
 */
export function IndexFilters({ filters, workspaces, onChange, searching }: IndexFiltersProps) {
  const t = useTranslations("documents.filters");
  const tDeal = useTranslations("deal.filter");
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  function selectView(view: DocumentListView, focus = false) {
    if (view !== filters.view) onChange({ ...filters, view });
    if (focus) tabs.current[view]?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = DOCUMENT_LIST_VIEWS.length - 1;
    const to =
      event.key === "ArrowRight" ? (index + 1) % (last + 1) : event.key === "ArrowLeft" ? (index - 1 + last + 1) % (last + 1) : event.key === "Home" ? 0 : event.key === "End" ? last : -1;
    if (to < 0) return;
    event.preventDefault();
    selectView(DOCUMENT_LIST_VIEWS[to], true);
  }

  return (
    <div className="mb-5 flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-surface p-3 shadow-xs md:flex-row md:items-end">
        <SearchField
          label={t("search")}
          value={filters.search}
          maxLength={SEARCH_TERM_MAX}
          placeholder={t("searchPlaceholder")}
          busy={searching}
          onChange={(search) => onChange({ ...filters, search }, { typing: true })}
        />
        {workspaces.length > 1 && (
          <SelectField
            label={t("workspace")}
            hideLabel
            containerClassName="md:w-56"
            value={filters.teamId}
            onChange={(event) => onChange({ ...filters, teamId: event.target.value })}
            options={[{ value: "", label: t("allWorkspaces") }, ...workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))]}
          />
        )}
        {filters.view === "documents" && (
          <SelectField
            label={tDeal("label")}
            hideLabel
            containerClassName="md:w-44"
            value={filters.deal}
            onChange={(event) => onChange({ ...filters, deal: DEAL_FILTERS.includes(event.target.value as DealFilter) ? (event.target.value as DealFilter) : "" })}
            options={[{ value: "", label: tDeal("all") }, ...DEAL_FILTERS.map((deal) => ({ value: deal, label: tDeal(deal) }))]}
          />
        )}
        {/* A checkbox announced as a switch, with a visible track and thumb. */}
        <label className="flex h-10 shrink-0 cursor-pointer items-center gap-2.5 px-1 text-sm font-medium text-ink-800">
          <span className="relative inline-flex h-6 w-11 shrink-0">
            <input
              type="checkbox"
              role="switch"
              checked={filters.onlyMine}
              onChange={(event) => onChange({ ...filters, onlyMine: event.target.checked })}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-ink-500 transition-colors duration-150 checked:bg-accent-600 hover:bg-ink-600 checked:hover:bg-accent-700"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-150 peer-checked:translate-x-5"
            />
          </span>
          {t("onlyMine")}
        </label>
      </div>

      <div role="tablist" aria-label={t("views")} className="flex gap-1 border-b border-ink-200">
        {DOCUMENT_LIST_VIEWS.map((view, index) => {
          const selected = filters.view === view;
          return (
            <button
              key={view}
              ref={(element) => {
                tabs.current[view] = element;
              }}
              id={`document-view-tab-${view}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls="document-list-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => selectView(view)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={cx(
                "-mb-px border-b-2 px-3 pt-1 pb-2.5 text-sm font-medium transition-colors",
                selected ? "border-accent-600 text-accent-700" : "border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900",
              )}
            >
              {t(view === "documents" ? "viewDocuments" : "viewTeamTemplates")}
            </button>
          );
        })}
      </div>
    </div>
  );
}
