import type { FileKind } from "./rules";

// A file-type icon for the attachment list: a page with a folded corner and a coloured band naming
// the extension ("PDF"), so the type reads at a glance in any language. Decorative: the link's text
// (the file name) carries the meaning. No hooks: rendered to static HTML with the view.

const BAND: Record<FileKind, string> = {
  pdf: "#b4362c",
  document: "#0369a1",
  sheet: "#22603d",
  slides: "#85540e",
  image: "#6b3259",
  archive: "#4a433b",
  other: "#5c544b",
};

export function FileIcon({ kind, extension }: { kind: FileKind; extension: string }) {
  const label = extension.slice(0, 4).toUpperCase();
  return (
    <svg viewBox="0 0 32 40" aria-hidden="true" focusable="false" className="h-10 w-8 shrink-0">
      <path d="M3 1.5h18l9 9V37a1.5 1.5 0 0 1-1.5 1.5h-25A1.5 1.5 0 0 1 2 37V3a1.5 1.5 0 0 1 1-1.5z" fill="#fff" stroke="#a0968a" strokeWidth="1.25" />
      <path d="M21 1.5V9a1.5 1.5 0 0 0 1.5 1.5H30" fill="none" stroke="#a0968a" strokeWidth="1.25" strokeLinejoin="round" />
      <rect x="0.5" y="20" width="26" height="12" rx="2" fill={BAND[kind]} />
      {label ? (
        <text x="13.5" y="28.6" textAnchor="middle" fill="#fff" fontSize={label.length > 3 ? 6 : 7} fontWeight="700" fontFamily="ui-sans-serif, system-ui, sans-serif">
          {label}
        </text>
      ) : (
        <path d="M8 26h11" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A paperclip, for the editor's empty state. */
export function PaperclipIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M20.5 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.9-7.9" />
    </svg>
  );
}

/** An arrow into a tray: "this link downloads". */
export function DownloadIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}
