// The shared rich-text editor (client, loaded on demand) and the server-safe pieces views need.
export { RichTextEditor, preloadRichTextEditor } from "./lazy-rich-text-editor";
export type { RichTextEditorProps } from "./rich-text-editor";
