/** The round document mark of the "This document is not available at this time." pages (share links, the operator's view). */
export function UnavailableDocumentIcon() {
  return (
    <div aria-hidden="true" className="mx-auto mb-5 grid size-14 place-items-center rounded-full bg-ink-100 text-ink-500">
      <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M7 3h7l5 5v13H7z" />
        <path d="M14 3v5h5" />
        <path d="M10 14h6" />
      </svg>
    </div>
  );
}
