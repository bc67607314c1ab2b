"use client";

import { useTranslations } from "next-intl";
import { FONT_SIZES } from "../../constants";
import type { BlockEditorProps } from "../../definition";
import { ToolbarSelect } from "../../editor-ui";
import { RichTextEditor } from "../../rich-text";
import type { ParagraphContent, ParagraphMeta } from "./definition";
import { ParagraphView } from "./view";

export function ParagraphEditor({ block, context, readOnly, onChange }: BlockEditorProps<ParagraphContent, ParagraphMeta>) {
  const t = useTranslations("blocks");
  const meta = block.metaData;
  if (readOnly) return <ParagraphView block={block} context={context} />;
  return (
    <RichTextEditor
      value={block.content}
      onChange={(content) => onChange({ content })}
      ariaLabel={t("paragraph.textLabel")}
      placeholder={t("paragraph.placeholder")}
      contentStyle={{ fontSize: meta.fontSize }}
      toolbarExtra={
        <ToolbarSelect
          label={t("common.fontSize")}
          value={meta.fontSize}
          options={FONT_SIZES.map((size) => ({ value: size, label: size }))}
          onChange={(fontSize) => onChange({ metaData: { ...meta, fontSize } })}
        />
      }
    />
  );
}
