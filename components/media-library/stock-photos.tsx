"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Alert, Button, TextField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { STOCK_DEFAULTS, STOCK_LIMITS, type StockImportResponse, type StockPhoto, type StockSearchResponse } from "@/lib/media/pexels/schemas";

// The media library's "Stock photos" tab: searches Pexels through our API (on submit, not while
// typing: every search costs the app's shared Pexels quota) and adds a chosen photo to the library.
// Each photo carries its photographer's credit with links, as Pexels' attribution guidelines ask.

type Results =
  | { status: "loading" }
  | { status: "off" }
  | { status: "error"; message: string }
  | { status: "done"; term: string; photos: StockPhoto[]; page: number; totalResults: number; nextPage: boolean };

type ImportState = { status: "busy" } | { status: "added" } | { status: "error"; message: string };

const searchUrl = (term: string, page: number) =>
  `/api/media/pexels/all?${new URLSearchParams({ search: term, page: String(page), noResults: String(STOCK_DEFAULTS.perPage) })}`;

const external = (href: string | null, children: ReactNode, newTab: string) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-ink-800 underline underline-offset-2 hover:text-accent-700">
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  ) : (
    <span className="font-medium text-ink-800">{children}</span>
  );

export function StockPhotos({ teamId, onImported }: { teamId: string; onImported?: (mediaId: string) => void }) {
  const t = useTranslations("stockPhotos");
  const tErrors = useTranslations("errors");
  const errorText = useErrorMessage();
  const [query, setQuery] = useState<string>(STOCK_DEFAULTS.search);
  const [results, setResults] = useState<Results>({ status: "loading" });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  const [imports, setImports] = useState<Record<number, ImportState>>({});
  const running = useRef<AbortController | null>(null);

  /**
   * Both 503s share the code UNAVAILABLE; "not set up" is told apart by its message, which the server
   * translates into the same language this page asks in.
   */
  const isOff = useCallback((error: unknown) => isApiError(error) && error.status === 503 && error.message === tErrors("stockPhotosOff"), [tErrors]);

  const run = useCallback(
    async (term: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setResults({ status: "loading" });
      setMoreError(undefined);
      try {
        const answer = await apiFetch<StockSearchResponse>(searchUrl(term, 1), { signal: controller.signal });
        setResults({ status: "done", term, ...answer });
      } catch (error) {
        if (controller.signal.aborted) return;
        setResults(isOff(error) ? { status: "off" } : { status: "error", message: errorText(error) });
      }
    },
    [errorText, isOff],
  );

  useEffect(() => {
    // The first page of the default term on opening; later searches run when asked.
    void run(STOCK_DEFAULTS.search);
    return () => running.current?.abort();
  }, [run]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(query.trim() || STOCK_DEFAULTS.search);
  };

  const loadMore = async () => {
    if (results.status !== "done" || loadingMore) return;
    const { term, page } = results;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const answer = await apiFetch<StockSearchResponse>(searchUrl(term, page + 1));
      setResults((current) => {
        if (current.status !== "done" || current.term !== term) return current;
        const known = new Set(current.photos.map((photo) => photo.id));
        return { ...current, ...answer, photos: [...current.photos, ...answer.photos.filter((photo) => !known.has(photo.id))] };
      });
    } catch (error) {
      setMoreError(errorText(error));
    } finally {
      setLoadingMore(false);
    }
  };

  const add = async (photo: StockPhoto) => {
    setImports((current) => ({ ...current, [photo.id]: { status: "busy" } }));
    try {
      const answer = await apiFetch<StockImportResponse>(`/api/media/pexels/import/${photo.id}/${teamId}/${STOCK_DEFAULTS.size}`, { method: "POST" });
      setImports((current) => ({ ...current, [photo.id]: { status: "added" } }));
      onImported?.(answer.media._id);
    } catch (error) {
      setImports((current) => ({ ...current, [photo.id]: { status: "error", message: errorText(error) } }));
    }
  };

  if (results.status === "off") {
    return (
      <Alert tone="info" title={t("offTitle")}>
        {t("offBody")}
      </Alert>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" role="search">
        <TextField
          label={t("searchLabel")}
          type="search"
          value={query}
          maxLength={STOCK_LIMITS.searchMax}
          onChange={(event) => setQuery(event.target.value)}
          containerClassName="min-w-56 flex-1"
        />
        <Button type="submit" disabled={results.status === "loading"}>
          {t("search")}
        </Button>
      </form>

      <p role="status" className="text-sm text-ink-600">
        {results.status === "loading"
          ? t("searching")
          : results.status === "done"
            ? results.photos.length
              ? t("resultCount", { count: results.totalResults })
              : t("noResults")
            : ""}
      </p>
      {results.status === "error" && <Alert tone="error">{results.message}</Alert>}

      {results.status === "done" && results.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {results.photos.map((photo) => {
            const state = imports[photo.id];
            return (
              <li key={photo.id} className="flex flex-col overflow-hidden rounded-lg border border-ink-200 bg-surface">
                {/* eslint-disable-next-line @next/next/no-img-element -- Pexels' own image host; hotlinking is what its API asks for */}
                <img
                  src={photo.src.medium}
                  alt={photo.alt || t("alt", { name: photo.photographer })}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-ink-50 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <p className="text-xs text-ink-600">
                    {t.rich("credit", {
                      name: photo.photographer,
                      person: (chunks) => external(photo.photographerUrl, chunks, t("newTab")),
                      site: (chunks) => external(photo.url, chunks, t("newTab")),
                    })}
                  </p>
                  <div className="mt-auto">
                    <Button size="sm" variant="secondary" disabled={state?.status === "busy" || state?.status === "added"} onClick={() => void add(photo)}>
                      {state?.status === "busy" ? t("adding") : t("add")}
                    </Button>
                  </div>
                  <div aria-live="polite" className="text-xs">
                    {state?.status === "added" && <p className="text-success-700">{t("added")}</p>}
                    {state?.status === "error" && <p className="text-danger-700">{state.message}</p>}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {results.status === "done" && results.nextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? t("searching") : t("loadMore")}
          </Button>
        </div>
      )}
      {moreError && <Alert tone="error">{moreError}</Alert>}

      <p className="text-xs text-ink-600">
        {t.rich("poweredBy", { site: (chunks) => external("https://www.pexels.com", chunks, t("newTab")) })}
      </p>
    </section>
  );
}
