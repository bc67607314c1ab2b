"use client";

import { useTranslations } from "next-intl";
import { SearchField, SelectField } from "@/components/ui";
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
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-ink-200 bg-surface p-3 shadow-xs md:flex-row md:items-end">
      <SearchField
        label={t("search")}
        value={filters.search}
        maxLength={CATALOG_SEARCH_MAX}
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
    </div>
  );
}
