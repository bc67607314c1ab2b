import type { ReactNode } from "react";
import { CONTROL, LABEL } from "../rsvp-form/form-parts";

// Hook-free pieces of the Accept block's markup: fields of its share-view dialogs (ids derived from
// the block id, each with an error line the script fills), the local-time element and the buttons.
// Controls are 48 px tall with 16 px text: a signer fills them in on a phone, and iOS zooms into a
// focused field with smaller text.

export { CONTROL, LABEL };

export const PRIMARY_BUTTON =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-[var(--doc-radius,0.5rem)] bg-[var(--doc-accent1,var(--color-accent-600))] px-6 py-2 text-base font-medium text-[var(--doc-on-accent1,white)] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60";

export const DIALOG_PRIMARY =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-accent-600 px-6 py-2 text-base font-semibold text-white shadow-xs hover:bg-accent-700 active:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60";

export const LINK_BUTTON =
  "inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium text-accent-700 underline decoration-accent-300 underline-offset-4 hover:decoration-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-ink-400 disabled:no-underline";

/** The signature font, wherever a signature or its preview is drawn (the @font-face is in accept.css and app/globals.css). */
export const SIGNATURE_FONT = "[font-family:'Dancing_Script',cursive]";

/** Ink of signatures: a dark blue, as a pen signs. */
export const SIGNATURE_INK = "text-[#1d2b5c]";

/** The line under a field where the script writes what is wrong with it. */
export function ErrorLine({ id }: { id: string }) {
  return <p id={id} data-accept-error="" hidden className="m-0 text-sm leading-snug font-medium text-danger-700" />;
}

export const errorIdOf = (controlId: string) => `${controlId}-error`;

export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="m-0 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <ErrorLine id={errorIdOf(id)} />
    </div>
  );
}

/**
 * A time from the server, formatted on the server in the reader's language; the share view's script
 * formats it again in the reader's own time zone (data-local-time says how much of it to show).
 */
export function LocalTime({ iso, kind, children }: { iso: string; kind: "date" | "datetime"; children: string }) {
  return (
    <time dateTime={iso} data-local-time={kind} className="whitespace-nowrap">
      {children}
    </time>
  );
}

const SLOT = "\u0001";

/** A translated sentence with an element in it: `sentence` is the text with SLOT where the element goes. */
export function withSlot(translate: (slot: string) => string, element: ReactNode): ReactNode {
  const [before, after = ""] = translate(SLOT).split(SLOT);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10.2 2.3 2.3 4.7-4.9" />
    </svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" className={className}>
      <path d="m5 5 10 10M15 5 5 15" />
    </svg>
  );
}
