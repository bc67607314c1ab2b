"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { DelayedSpinner, SelectField } from "@/components/ui";
import { SearchIcon } from "@/components/documents/icons";
import { CATALOG_SEARCH_MAX } from "@/lib/catalog/limits";
import type { CatalogWorkspace } from "@/lib/catalog/workspaces";
import type { CatalogFilters as Filters } from "./catalog-api";

export interface CatalogFiltersProps {
  filters: Filters;
  workspaces: CatalogWorkspace[];
  /** `typing` for keystrokes in the search box: the list follows after a short pause. */
  onChange: (next: Filters, options?: { typing?: boolean }) => void;
  searching: boolean;
}

/** Search and the workspace filter (shown when the user has more than one workspace). */
export function CatalogFilters({ filters, workspaces, onChange, searching }: CatalogFiltersProps) {
  const t = useTranslations("catalog.filters");
  const searchId = useId();
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-ink-200 bg-surface p-3 shadow-xs md:flex-row md:items-end">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
        <input
          id={searchId}
          type="search"
          value={filters.search}
          maxLength={CATALOG_SEARCH_MAX}
          autoComplete="off"
          spellCheck={false}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => onChange({ ...filters, search: event.target.value }, { typing: true })}
          className="block h-10 w-full rounded-lg border border-ink-300 bg-surface pr-10 pl-9 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color] placeholder:text-ink-500 hover:border-ink-400 focus:border-accent-500"
        />
        {searching && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-500">
            <DelayedSpinner size="sm" />
          </span>
        )}
      </div>
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
    </div>
  );
}
