"use client";

import { useTranslations } from "next-intl";
import { ALIGNMENTS, FONT_SIZES } from "../../constants";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarSelect, ToolbarToggleGroup } from "../../editor-ui";
import type { HeadingContent, HeadingMeta } from "./definition";

const SIZES = { 1: "text-[2em]", 2: "text-[1.5em]", 3: "text-[1.2em]" } as const;

export function HeadingEditor({ block, context, readOnly, onChange }: BlockEditorProps<HeadingContent, HeadingMeta>) {
  const t = useTranslations("blocks");
  const meta = block.metaData;
  const number = context.numbering.get(block.id);
  return (
    <div className="flex flex-col gap-2">
      {!readOnly && (
        <BlockToolbar label={t("heading.toolbar")}>
          <ToolbarSelect
            label={t("heading.level")}
            value={String(meta.level)}
            options={[1, 2, 3].map((level) => ({ value: String(level), label: t("heading.levelOption", { level }) }))}
            onChange={(value) => onChange({ metaData: { ...meta, level: Number(value) } })}
          />
          <ToolbarToggleGroup
            label={t("common.align")}
            value={meta.align}
            options={ALIGNMENTS.map((align) => ({ value: align, label: t(`common.alignOptions.${align}`) }))}
            onChange={(align) => onChange({ metaData: { ...meta, align } })}
          />
          <ToolbarSelect
            label={t("common.fontSize")}
            value={meta.fontSize}
            options={FONT_SIZES.map((size) => ({ value: size, label: size }))}
            onChange={(fontSize) => onChange({ metaData: { ...meta, fontSize: fontSize as HeadingMeta["fontSize"] } })}
          />
        </BlockToolbar>
      )}
      <div className="flex items-baseline gap-2" style={{ fontSize: meta.fontSize, textAlign: meta.align }}>
        {number && <span className={`${SIZES[meta.level as 1 | 2 | 3]} font-semibold tabular-nums`}>{number}</span>}
        <input
          type="text"
          value={block.content}
          readOnly={readOnly}
          maxLength={500}
          aria-label={t("heading.textLabel")}
          placeholder={t("heading.placeholder")}
          onChange={(event) => onChange({ content: event.target.value })}
          className={`${SIZES[meta.level as 1 | 2 | 3]} w-full min-w-0 bg-transparent font-semibold leading-tight tracking-tight outline-none placeholder:text-ink-500`}
          style={{ textAlign: meta.align }}
        />
      </div>
    </div>
  );
}
