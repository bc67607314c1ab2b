"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button, TextField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { GEOCODE_QUERY, type GeocodeResponse, type GeocodeResult } from "@/lib/maps/schemas";

// The editor's address search (GET /api/geocode). It searches when asked (Enter or the button),
// never while typing: OpenStreetMap's search service forbids search-as-you-type. The results are
// plain buttons, one Tab stop each; picking one reports it and says so to screen readers.

type Search =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; results: GeocodeResult[] }
  | { status: "error"; message: string }
  | { status: "picked"; label: string };

export function AddressSearch({ onPick }: { onPick: (result: GeocodeResult) => void }) {
  const t = useTranslations("blocks.map-location");
  const errorText = useErrorMessage();
  const resultsId = useId();
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const q = query.trim();
    if (q.length < GEOCODE_QUERY.min) {
      setSearch({ status: "error", message: t("searchTooShort", { min: GEOCODE_QUERY.min }) });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSearch({ status: "searching" });
    try {
      const answer = await apiFetch<GeocodeResponse>(`/api/geocode?${new URLSearchParams({ q })}`, { signal: controller.signal });
      setSearch({ status: "done", results: answer.results });
    } catch (error) {
      if (!controller.signal.aborted) setSearch({ status: "error", message: errorText(error) });
    }
  };

  const pick = (result: GeocodeResult) => {
    onPick(result);
    setSearch({ status: "picked", label: result.label });
  };

  const results = search.status === "done" ? search.results : [];
  const status =
    search.status === "searching"
      ? t("searching")
      : search.status === "done"
        ? results.length
          ? t("resultCount", { count: results.length })
          : t("noResults")
        : search.status === "picked"
          ? t("pinPlaced", { place: search.label })
          : "";

  return (
    <div role="search" className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <TextField
          label={t("search")}
          hint={t("searchHint")}
          containerClassName="min-w-0 flex-1"
          type="search"
          value={query}
          maxLength={GEOCODE_QUERY.max}
          autoComplete="off"
          aria-controls={results.length ? resultsId : undefined}
          error={search.status === "error" ? search.message : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter searches; it must not submit a surrounding form.
            event.preventDefault();
            void run();
          }}
        />
        {/* Level with the input (below its label: one line of text-sm and the field's gap), whatever hint or error follows. */}
        <Button type="button" variant="secondary" loading={search.status === "searching"} onClick={() => void run()} className="mt-[1.625rem]">
          {t("searchButton")}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-600">
        {status}
      </p>
      {results.length > 0 && (
        <ul id={resultsId} aria-label={t("results")} className="m-0 flex list-none flex-col gap-1 p-0">
          {results.map((result, index) => (
            <li key={`${index}-${result.lat}-${result.lng}`}>
              <button
                type="button"
                onClick={() => pick(result)}
                className="w-full rounded-md border border-ink-200 bg-white px-3 py-2 text-left text-sm text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
              >
                {result.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
