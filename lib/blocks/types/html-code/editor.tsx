"use client";

import { useTranslations } from "next-intl";
import { useDeferredValue, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { TextareaField } from "@/components/ui/textarea-field";
import type { BlockEditorProps } from "../../definition";
import { sanitizeHtmlCode } from "../../sanitize";
import { MAX_HTML_CODE, type HtmlCodeContent, type HtmlCodeMeta } from "./definition";
import { wasCodeRemoved } from "./removed-code";
import { HtmlCodeView } from "./view";

export function HtmlCodeEditor({ block, context, readOnly, onChange }: BlockEditorProps<HtmlCodeContent, HtmlCodeMeta>) {
  const t = useTranslations("blocks.html-code");
  // The textarea keeps what the author typed; the stored value is its sanitized form. A stored value
  // that is neither (changed elsewhere: a conflict, an undo) replaces the draft.
  const [draft, setDraft] = useState(block.content);
  const [seen, setSeen] = useState(block.content);
  if (block.content !== seen) {
    setSeen(block.content);
    if (block.content !== draft && block.content !== sanitizeHtmlCode(draft)) setDraft(block.content);
  }
  const previewSource = useDeferredValue(draft);
  const { sanitized, removed } = useMemo(() => {
    const clean = sanitizeHtmlCode(previewSource);
    return { sanitized: clean, removed: wasCodeRemoved(previewSource, clean) };
  }, [previewSource]);

  if (readOnly) return <HtmlCodeView block={block} context={context} />;
  return (
    <div className="flex flex-col gap-3">
      <TextareaField
        label={t("codeLabel")}
        hint={t("note")}
        value={draft}
        rows={8}
        maxLength={MAX_HTML_CODE}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        className="font-mono text-[0.8125rem]"
        onChange={(event) => {
          setDraft(event.target.value);
          onChange({ content: event.target.value });
        }}
      />
      {/* Always rendered, so the warning is announced when it appears. */}
      <div aria-live="polite">
        {removed && (
          <Alert tone="warning" live={false}>
            {t("removed")}
          </Alert>
        )}
      </div>
      <section className="flex flex-col gap-1.5">
        <h3 className="text-xs font-medium tracking-wide text-ink-500 uppercase">{t("preview")}</h3>
        <div className="rounded-lg border border-dashed border-ink-300 p-3">
          <HtmlCodeView block={{ ...block, content: sanitized }} context={context} />
        </div>
      </section>
    </div>
  );
}
