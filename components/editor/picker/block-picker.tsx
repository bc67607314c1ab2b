"use client";

import { useTranslations } from "next-intl";
import { memo, useId, useMemo, useState } from "react";
import { Dialog } from "@/components/ui";
import { BLOCK_GROUPS } from "@/lib/blocks/definition";
import { BLOCKS } from "@/lib/blocks/registry";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { SavedBlockList } from "./saved-block-list";

const TABS = ["blocks", "saved"] as const;

export type PickerChoice = { kind: "block"; segmentType: string } | { kind: "template"; templateId: string };

/**
 * Choosing what to add: the block types by group (text and images, events, branding, sales,
 * others; workspace spec §3) with a filter, and the user's saved blocks (content templates).
 */
export const BlockPicker = memo(function BlockPicker({ open, teamId, onClose, onPick }: { open: boolean; teamId: string; onClose: () => void; onPick: (choice: PickerChoice) => void }) {
  const t = useTranslations("editor.picker");
  const [tab, setTab] = useState<(typeof TABS)[number]>("blocks");
  const baseId = useId();
  const [filter, setFilter] = useState("");
  const { name, description } = useBlockNames();

  const groups = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const pickable = [...BLOCKS.values()].map((module) => module.definition).filter((definition) => !definition.hiddenFromPicker);
    return BLOCK_GROUPS.map((group) => ({
      group,
      types: pickable
        .filter((definition) => definition.group === group)
        .map((definition) => definition.type)
        .filter((type) => !needle || `${name(type)} ${description(type)}`.toLocaleLowerCase().includes(needle)),
    })).filter((entry) => entry.types.length > 0);
  }, [filter, name, description]);

  return (
    <Dialog open={open} onClose={onClose} title={t("title")} size="lg">
      <div role="tablist" aria-label={t("tabs")} className="mb-4 inline-flex rounded-lg bg-ink-100 p-1 text-sm">
        {TABS.map((key) => (
          <button
            key={key}
            id={`${baseId}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${baseId}-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
              if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
              event.preventDefault();
              const next = TABS[(TABS.indexOf(key) + 1) % TABS.length];
              setTab(next);
              document.getElementById(`${baseId}-tab-${next}`)?.focus();
            }}
            className="rounded-md px-3 py-1.5 font-medium text-ink-600 focus-visible:outline-2 focus-visible:outline-accent-600 aria-selected:bg-white aria-selected:text-ink-900 aria-selected:shadow-sm"
          >
            {t(`tab.${key}`)}
          </button>
        ))}
      </div>

      {tab === "blocks" ? (
        <div role="tabpanel" id={`${baseId}-panel-blocks`} aria-labelledby={`${baseId}-tab-blocks`} className="flex flex-col gap-5">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink-700">
            {t("filter")}
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t("filterPlaceholder")}
              className="rounded-lg border border-ink-200 px-3 py-2 font-normal outline-none focus-visible:border-accent-500 focus-visible:ring-2 focus-visible:ring-accent-200"
            />
          </label>
          {groups.length === 0 && <p className="text-sm text-ink-500">{t("noMatch")}</p>}
          {groups.map(({ group, types }) => (
            <section key={group} aria-labelledby={`picker-group-${group}`}>
              <h3 id={`picker-group-${group}`} className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-500">
                {t(`groups.${group}`)}
              </h3>
              <ul className="grid gap-2 sm:grid-cols-2">
                {types.map((type) => (
                  <li key={type}>
                    <button
                      type="button"
                      data-block-type={type}
                      onClick={() => onPick({ kind: "block", segmentType: type })}
                      className="flex h-full w-full flex-col items-start gap-0.5 rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-left hover:border-accent-300 hover:bg-accent-50/40 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <span className="text-sm font-medium text-ink-900">{name(type)}</span>
                      <span className="text-xs text-ink-500">{description(type)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div role="tabpanel" id={`${baseId}-panel-saved`} aria-labelledby={`${baseId}-tab-saved`}>
          <SavedBlockList teamId={teamId} onPick={(templateId) => onPick({ kind: "template", templateId })} />
        </div>
      )}
    </Dialog>
  );
});
