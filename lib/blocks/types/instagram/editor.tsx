"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { TextareaField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { INSTAGRAM_LIMITS, type InstagramContent, type InstagramMeta } from "./definition";
import { storedHandle } from "./handle";
import { ValidatedTextField } from "./validated-field";
import { InstagramView } from "./view";

export function InstagramEditor({ block, context, readOnly, onChange }: BlockEditorProps<InstagramContent, InstagramMeta>) {
  const t = useTranslations("blocks.instagram");
  const preview = <InstagramView block={block} context={context} />;
  if (readOnly) return preview;
  const workspaceHandle = context.team.instagram;
  const noHandle = !workspaceHandle && !block.metaData.handleOverride;

  return (
    <div className="flex flex-col gap-4">
      {preview}
      {noHandle && (
        <p className="page-chrome m-0 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-700">
          {t.rich("noWorkspaceHandle", {
            link: (chunks) => (
              <Link href={`/workspace/${context.teamId}`} className="font-medium text-accent-700 underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <ValidatedTextField
        label={t("handleOverride")}
        hint={workspaceHandle ? t("handleOverrideHint", { handle: `@${workspaceHandle}` }) : t("handleOverrideHintNone")}
        invalidMessage={t("handleInvalid")}
        value={block.metaData.handleOverride ?? ""}
        toStored={storedHandle}
        placeholder={workspaceHandle ? `@${workspaceHandle}` : "@"}
        maxLength={31}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(handle) => onChange({ metaData: { ...block.metaData, handleOverride: handle || null } })}
      />
      <TextareaField
        label={t("text")}
        hint={t("textHint")}
        value={block.content.text}
        rows={3}
        maxLength={INSTAGRAM_LIMITS.text}
        onChange={(event) => onChange({ content: { ...block.content, text: event.target.value } })}
      />
    </div>
  );
}
