// The shared rich-text editor (client) and the server-safe pieces views need.
export { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";
