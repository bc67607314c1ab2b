"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert, Badge } from "@/components/ui";
import { ArrowLeftIcon } from "@/components/documents/icons";
import type { BlockRenderContext } from "@/lib/blocks/definition";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DOC_STYLE_NAME_MAX, UPLOADED_FONTS_MAX, type FontKey } from "@/lib/doc-styles/schema";
import { docStyleApi, type DocStyleItem } from "./doc-style-api";
import { StyleActions } from "./style-actions";
import { familyFromFileName, problemsByPath, styleBodyOf, withUploadedFont } from "./style-form";
import { StylePreview } from "./style-preview";
import { StyleSaveStatus } from "./style-save-status";
import { StyleSettings } from "./style-settings";
import { useProblemText } from "./use-problem-text";
import { useStyleAutosave } from "./use-style-autosave";

export interface DocStyleEditorProps {
  style: DocStyleItem;
  team: { id: string; name: string; isAdmin: boolean; render: BlockRenderContext["team"] };
}

/**
 * The doc style editor (accounts spec §2 /team/:tid/doc-style-editor/:id): settings on the left, the
 * sample document in this style on the right, saved 1 s after the last edit. Members see it all
 * read-only; only the workspace's admins change it (the server refuses anyone else's write too).
 */
export function DocStyleEditor({ style, team }: DocStyleEditorProps) {
  const t = useTranslations("docStyles");
  const errorText = useErrorMessage();
  const problemText = useProblemText();
  const editable = team.isAdmin;
  const autosave = useStyleAutosave(style.id, styleBodyOf(style), editable);
  const { body, edit } = autosave;
  const [isDefault, setIsDefault] = useState(style.isDefault);
  const problems = problemsByPath(autosave.problems);
  // Marks the page as hydrated (data-style-editor-ready): tests and tools wait for it before typing.
  const readyRef = useRef<HTMLDivElement>(null);
  useEffect(() => readyRef.current?.setAttribute("data-style-editor-ready", "true"), []);

  async function uploadFont(key: FontKey, file: File) {
    if (body.uploadedFonts.length >= UPLOADED_FONTS_MAX) throw new Error(t("font.tooMany", { max: UPLOADED_FONTS_MAX }));
    let fileId: string;
    try {
      fileId = (await docStyleApi.uploadFont(team.id, file))._id;
    } catch (error) {
      throw new Error(errorText(error));
    }
    const family = familyFromFileName(file.name, t("font.customFamily"));
    edit((current) => {
      const font = current.fonts[key];
      const next = withUploadedFont(current, { family, miscFileId: fileId, weight: font.weight, style: "normal" }) ?? current;
      return { ...next, fonts: { ...next.fonts, [key]: { ...font, source: "uploaded", family, miscFileId: fileId } } };
    });
  }

  return (
    <div ref={readyRef} className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <Link
          href={`/workspace/${team.id}`}
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-ink-600 hover:text-ink-900"
        >
          <ArrowLeftIcon className="size-4" />
          {t("editor.back", { workspace: team.name })}
        </Link>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 flex-1">
            <div className="mb-1 flex flex-wrap items-center gap-2 text-sm text-ink-500">
              {t("editor.eyebrow")}
              {isDefault && <Badge tone="accent">{t("defaultBadge")}</Badge>}
            </div>
            <h1 className="min-w-0">
              <input
                value={body.name}
                aria-label={t("editor.nameLabel")}
                aria-invalid={problems.name ? true : undefined}
                aria-describedby={problems.name ? "doc-style-name-error" : undefined}
                readOnly={!editable}
                maxLength={DOC_STYLE_NAME_MAX}
                onChange={(event) => {
                  const name = event.target.value;
                  edit((current) => ({ ...current, name }));
                }}
                className="-mx-2 block w-full min-w-0 rounded-lg border border-transparent bg-transparent px-2 py-0.5 text-2xl font-semibold tracking-tight text-ink-900 read-only:cursor-default hover:not-read-only:border-ink-200 focus:border-accent-500 sm:text-[1.75rem] sm:leading-9"
              />
            </h1>
            {problems.name && (
              <p id="doc-style-name-error" className="mt-1 text-[0.8125rem] font-medium text-danger-700">
                {problemText(problems.name)}
              </p>
            )}
            {editable && (
              <div className="mt-2 min-h-6">
                <StyleSaveStatus saving={autosave.saving} invalid={autosave.invalid} failure={autosave.failure} onRetry={autosave.retry} />
              </div>
            )}
          </div>
          <StyleActions
            styleId={style.id}
            teamId={team.id}
            styleName={body.name}
            isDefault={isDefault}
            isAdmin={team.isAdmin}
            flush={autosave.flush}
            onDefaultChange={setIsDefault}
          />
        </div>
        {!editable && (
          <Alert tone="info" live={false}>
            {t("editor.readOnly")}
          </Alert>
        )}
      </header>

      <div className="grid gap-6 xl:grid-cols-[23rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <StyleSettings body={body} disabled={!editable} problems={problems} edit={edit} onUploadFont={uploadFont} />
        </div>
        <section aria-labelledby="doc-style-preview-title" className="min-w-0 self-start xl:sticky xl:top-4">
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="doc-style-preview-title" className="text-base font-semibold tracking-tight text-ink-900">
              {t("preview.title")}
            </h2>
            <p className="text-[0.8125rem] text-ink-500">{t("preview.hint")}</p>
          </div>
          <div className="rounded-2xl bg-ink-100/60 p-3 sm:p-5 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
            <StylePreview style={body} scopeId={`doc-style-${style.id}`} team={team.render} />
          </div>
        </section>
      </div>
    </div>
  );
}
