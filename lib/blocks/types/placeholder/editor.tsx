"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import type { BlockEditorProps } from "../../definition";
import { MAX_PLACEHOLDER_TEXT, type PlaceholderContent, type PlaceholderMeta } from "./definition";
import { PLACEHOLDER_FRAME, PlaceholderView } from "./view";

export function PlaceholderEditor({ block, context, readOnly, onChange }: BlockEditorProps<PlaceholderContent, PlaceholderMeta>) {
  const t = useTranslations("blocks.placeholder");
  if (readOnly) return <PlaceholderView block={block} context={context} />;
  return (
    <div className={PLACEHOLDER_FRAME}>
      <TextField
        label={t("textLabel")}
        hint={t("hint")}
        value={block.content}
        maxLength={MAX_PLACEHOLDER_TEXT}
        placeholder={t("inputPlaceholder")}
        containerClassName="mx-auto max-w-xl text-left"
        onChange={(event) => onChange({ content: event.target.value })}
      />
    </div>
  );
}
