"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { BlockToolbar } from "../editor-ui";
import { sanitizeRichText } from "../sanitize";
import { richTextExtensions } from "./extensions";
import { LinkForm } from "./link-form";
import { PROSE_CLASSES } from "./prose";
import { RichTextToolbarButtons } from "./toolbar";

export interface RichTextEditorProps {
  /** The stored HTML (already sanitized by the server). */
  value: string;
  /** Every edit, as Tiptap's HTML (the save queue debounces and the server sanitizes). */
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** The accessible name of the text area ("Paragraph text"). */
  ariaLabel: string;
  /** Shown while the text is empty. */
  placeholder?: string;
  /** More controls at the end of the toolbar (the paragraph's text size). */
  toolbarExtra?: ReactNode;
  /** Styles of the text area (font size, colour) so the editor looks like the rendered block. */
  contentStyle?: CSSProperties;
  className?: string;
}

/** What the toolbar shows, read from the editor on each transaction. */
export interface RichTextState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  link: boolean;
  href: string;
  bulletList: boolean;
  orderedList: boolean;
  align: "left" | "center" | "right";
  empty: boolean;
}

const readState = (editor: Editor): RichTextState => ({
  bold: editor.isActive("bold"),
  italic: editor.isActive("italic"),
  underline: editor.isActive("underline"),
  strike: editor.isActive("strike"),
  link: editor.isActive("link"),
  href: String(editor.getAttributes("link").href ?? ""),
  bulletList: editor.isActive("bulletList"),
  orderedList: editor.isActive("orderedList"),
  align: editor.isActive({ textAlign: "center" }) ? "center" : editor.isActive({ textAlign: "right" }) ? "right" : "left",
  empty: editor.isEmpty,
});

/**
 * The rich-text editor of paragraphs (and of image-and-text, headers and footers): Tiptap with only
 * the marks and nodes the sanitizer keeps, a labelled toolbar and a link form. Created after
 * hydration (immediatelyRender: false); until then the sanitized HTML is shown in its place.
 */
export function RichTextEditor({ value, onChange, readOnly = false, ariaLabel, placeholder, toolbarExtra, contentStyle, className }: RichTextEditorProps) {
  const t = useTranslations("blocks.paragraph");
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // HTML this editor reported that the parent has not handed back yet: when the value prop is one of
  // them it is our own edit coming round, not a change from elsewhere, and must not reset the text.
  const pending = useRef<string[]>([]);
  const [initialContent] = useState(value);
  const extensions = useMemo(() => richTextExtensions(), []);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel,
        ...(placeholder ? { "aria-placeholder": placeholder } : {}),
        class: cx(PROSE_CLASSES, "min-h-[1lh] rounded-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-600/40"),
      },
    }),
    [ariaLabel, placeholder],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      pending.current = [...pending.current.slice(-49), html];
      onChangeRef.current(html);
    },
  });

  const state = useEditorState({ editor, selector: ({ editor: current }) => (current ? readState(current) : null) });

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // A value from elsewhere (a conflict resolved, an undo) replaces the text without reporting it
  // back as an edit; the cursor stays where it was as far as the new text allows.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // The value comes back through the block's schema, which sanitizes (`text-align: center` becomes
    // `text-align:center`, `<br>` becomes `<br />`): compare with the sanitized form of what was sent.
    const ours = pending.current.findLastIndex((html) => html === value || sanitizeRichText(html) === value);
    if (ours !== -1) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    const current = editor.getHTML();
    if (value === current || value === sanitizeRichText(current)) return;
    const { from, to } = editor.state.selection;
    const chain = editor.chain().setContent(value, { emitUpdate: false });
    (editor.isFocused ? chain.setTextSelection({ from, to }) : chain).run();
    pending.current = [];
  }, [editor, value]);

  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div className={cx("flex flex-col gap-2", className)}>
      {!readOnly && (
        <BlockToolbar label={t("toolbar")}>
          <RichTextToolbarButtons editor={editor} state={state} linkOpen={linkOpen} onToggleLink={() => (linkOpen ? closeLink() : setLinkOpen(true))} />
          {toolbarExtra}
        </BlockToolbar>
      )}
      {!readOnly && linkOpen && editor && (
        <LinkForm
          initialHref={state?.href ?? ""}
          onClose={closeLink}
          onRemove={
            state?.link
              ? () => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  setLinkOpen(false);
                }
              : undefined
          }
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link");
            // With nothing selected the address itself becomes the linked text.
            if (editor.state.selection.empty && !editor.isActive("link")) {
              chain.insertContent({ type: "text", text: href.replace(/^mailto:|^tel:/, ""), marks: [{ type: "link", attrs: { href } }] }).run();
            } else {
              chain.setLink({ href }).run();
            }
            setLinkOpen(false);
          }}
        />
      )}
      <div className="relative" style={contentStyle}>
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
        )}
        {placeholder && state?.empty && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 truncate text-ink-500">
            {placeholder}
          </div>
        )}
      </div>
    </div>
  );
}
