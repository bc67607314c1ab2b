"use client";

import { useTranslations } from "next-intl";
import { useContentTemplates } from "@/components/content-templates/use-content-templates";
import { Alert, Button, DelayedSpinner, EmptyState } from "@/components/ui";
import { BookmarkIcon } from "../icons";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { useErrorMessage } from "@/lib/client/use-error-message";

/** The user's saved blocks of this workspace, to insert one into the document. */
export function SavedBlockList({ teamId, onPick }: { teamId: string; onPick: (templateId: string) => void }) {
  const t = useTranslations("editor.picker");
  const { name } = useBlockNames();
  const errorMessage = useErrorMessage();
  const { state, loadMore } = useContentTemplates(teamId);

  if (state.status === "loading") return <DelayedSpinner label={t("loadingSaved")} />;
  if (state.status === "error") return <Alert tone="error">{errorMessage(state.error)}</Alert>;
  if (!state.items.length) return <EmptyState icon={<BookmarkIcon />} title={t("savedEmptyTitle")} text={t("savedEmptyText")} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {state.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item.id)}
              className="flex h-full w-full flex-col items-start gap-0.5 rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-left outline-none hover:border-accent-300 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <span className="text-sm font-medium text-ink-900">{item.title}</span>
              <span className="text-xs text-ink-500">{item.segmentType ? name(item.segmentType) : null}</span>
              {item.preview && <span className="line-clamp-2 text-xs text-ink-600">{item.preview}</span>}
            </button>
          </li>
        ))}
      </ul>
      {state.nextCursor && (
        <Button variant="secondary" size="sm" loading={state.loadingMore} onClick={() => void loadMore()}>
          {t("loadMore")}
        </Button>
      )}
    </div>
  );
}
