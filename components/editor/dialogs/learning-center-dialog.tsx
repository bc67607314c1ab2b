"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState, memo } from "react";
import { Dialog, TextField } from "@/components/ui";
import { LEARNING_CENTER_ARTICLES, LEARNING_CENTER_GROUPS, searchArticles, type LearningCenterArticleId } from "@/lib/editor/learning-center";
import { LearningCenterArticle } from "./learning-center-article";
import { EditorShortcutsList } from "./shortcuts-list";

export interface LearningCenterDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The editor's help (alt+h): short how-to articles on every block and area, searchable as typed. */
export const LearningCenterDialog = memo(function LearningCenterDialog({ open, onClose }: LearningCenterDialogProps) {
  const t = useTranslations("learningCenter");
  const [query, setQuery] = useState("");
  const [expanded, setExpanded] = useState<LearningCenterArticleId | null>(null);

  const articles = useMemo(
    () => LEARNING_CENTER_ARTICLES.map(({ id, group }) => ({ id, group, title: t(`articles.${id}.title`), body: t(`articles.${id}.body`) })),
    [t],
  );
  const found = searchArticles(articles, query);
  const searching = query.trim() !== "";

  return (
    <Dialog open={open} onClose={onClose} size="lg" title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-4">
        <TextField
          type="search"
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p aria-live="polite" className="sr-only">
          {searching ? t("resultCount", { count: found.length }) : ""}
        </p>
        {found.length === 0 && <p className="py-6 text-center text-sm text-ink-500">{t("noResults", { query: query.trim() })}</p>}
        {LEARNING_CENTER_GROUPS.map((group) => {
          const inGroup = found.filter((article) => article.group === group);
          if (!inGroup.length) return null;
          return (
            <section key={group} aria-label={t(`groups.${group}`)}>
              <h3 className="mb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">{t(`groups.${group}`)}</h3>
              <ul>
                {inGroup.map((article) => (
                  <LearningCenterArticle
                    key={article.id}
                    title={article.title}
                    body={article.body}
                    expanded={expanded === article.id}
                    onToggle={() => setExpanded((current) => (current === article.id ? null : article.id))}
                    extra={article.id === "shortcuts" ? <EditorShortcutsList /> : undefined}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Dialog>
  );
});
