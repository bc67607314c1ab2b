"use client";

import type { Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { AlignIcon, BoldIcon, BulletListIcon, ItalicIcon, LinkIcon, OrderedListIcon, StrikeIcon, UnderlineIcon } from "./icons";
import type { RichTextState } from "./rich-text-editor";
import { ButtonGroup, FormatButton } from "./toolbar-button";

const ALIGNS = ["left", "center", "right"] as const;

/** The formatting buttons; each shows its state with aria-pressed and keeps Tiptap's shortcut. */
export function RichTextToolbarButtons({
  editor,
  state,
  linkOpen,
  onToggleLink,
}: {
  editor: Editor | null;
  state: RichTextState | null;
  linkOpen: boolean;
  onToggleLink: () => void;
}) {
  const t = useTranslations("blocks.paragraph");
  const disabled = !editor;
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => {
    if (editor) command(editor.chain().focus()).run();
  };

  return (
    <>
      <ButtonGroup label={t("groups.marks")}>
        <FormatButton label={t("bold")} pressed={!!state?.bold} disabled={disabled} onClick={() => run((chain) => chain.toggleBold())}>
          <BoldIcon />
        </FormatButton>
        <FormatButton label={t("italic")} pressed={!!state?.italic} disabled={disabled} onClick={() => run((chain) => chain.toggleItalic())}>
          <ItalicIcon />
        </FormatButton>
        <FormatButton label={t("underline")} pressed={!!state?.underline} disabled={disabled} onClick={() => run((chain) => chain.toggleUnderline())}>
          <UnderlineIcon />
        </FormatButton>
        <FormatButton label={t("strike")} pressed={!!state?.strike} disabled={disabled} onClick={() => run((chain) => chain.toggleStrike())}>
          <StrikeIcon />
        </FormatButton>
        <FormatButton label={t("link.button")} pressed={!!state?.link} expanded={linkOpen} disabled={disabled} onClick={onToggleLink}>
          <LinkIcon />
        </FormatButton>
      </ButtonGroup>
      <ButtonGroup label={t("groups.lists")}>
        <FormatButton label={t("bulletList")} pressed={!!state?.bulletList} disabled={disabled} onClick={() => run((chain) => chain.toggleBulletList())}>
          <BulletListIcon />
        </FormatButton>
        <FormatButton label={t("orderedList")} pressed={!!state?.orderedList} disabled={disabled} onClick={() => run((chain) => chain.toggleOrderedList())}>
          <OrderedListIcon />
        </FormatButton>
      </ButtonGroup>
      <ButtonGroup label={t("groups.align")}>
        {ALIGNS.map((align) => (
          <FormatButton
            key={align}
            label={t(`align.${align}`)}
            pressed={(state?.align ?? "left") === align}
            disabled={disabled}
            // Left is the default: clearing the attribute keeps the stored HTML free of redundant styles.
            onClick={() => run((chain) => (align === "left" ? chain.unsetTextAlign() : chain.setTextAlign(align)))}
          >
            <AlignIcon align={align} />
          </FormatButton>
        ))}
      </ButtonGroup>
    </>
  );
}
