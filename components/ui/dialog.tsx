"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { cx } from "./cx";
import { CloseIcon } from "./icons";

const SIZES = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-6xl" } as const;

/** Focus nowhere in particular: on the page's body, or still inside the dialog that just closed. */
const isUnplaced = (active: Element | null, dialog: HTMLDialogElement) => !active || active === document.body || dialog.contains(active);

export interface DialogProps {
  open: boolean;
  /** Called for every way of closing: Escape, the close button, the backdrop, a `<form method="dialog">`. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned in a footer bar. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** Turn off for dialogs holding unsaved input. */
  closeOnBackdropClick?: boolean;
  /**
   * false while the dialog must stay (e.g. its action is running): Escape, the backdrop and the close
   * button do nothing, so the dialog never disappears while its parent still holds it open.
   */
  dismissible?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the page inert, keeps focus inside and
 * closes on Escape, so none of that needs re-implementing.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  closeOnBackdropClick = true,
  dismissible = true,
  className,
}: DialogProps) {
  const t = useTranslations("ui");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Unmounted while open (e.g. the page navigated): still hand focus back to the opener.
  useEffect(
    () => () => {
      if (openerRef.current?.isConnected) openerRef.current.focus();
    },
    [],
  );

  // Escape fires `cancel` before closing; refusing it keeps a non-dismissible dialog open.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    if (!dismissibleRef.current) event.preventDefault();
  }

  function handleNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Browsers may let a repeated Escape through despite the refused `cancel`: show the dialog again.
    if (openRef.current && !dismissibleRef.current) {
      event.currentTarget.showModal();
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    // Browsers that restore focus themselves have done so by now. Focus that the page has meanwhile
    // put somewhere else (the editor moves it into the block just picked) is left where it is.
    if (opener?.isConnected && isUnplaced(document.activeElement, event.currentTarget)) opener.focus();
    // Closed by the browser (Escape, form method="dialog") while the parent still thinks it is open.
    if (openRef.current) onCloseRef.current();
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The panel fills the <dialog> box, so only a click on the backdrop targets the element itself.
    if (dismissible && closeOnBackdropClick && event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onClick={handleBackdropClick}
      className={cx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col overflow-hidden rounded-2xl bg-surface p-0 text-ink-900 shadow-xl ring-1 ring-ink-200",
        "open:flex open:animate-dialog-in backdrop:bg-ink-950/45 backdrop:backdrop-blur-[2px]",
        SIZES[size],
        className,
      )}
    >
      <div className={cx("flex items-start justify-between gap-4 px-6 pt-6", children ? "pb-2" : "pb-5")}>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-7 font-semibold tracking-tight">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm leading-6 text-ink-500">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          disabled={!dismissible}
          aria-label={t("close")}
          className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-500 transition-[background-color,border-color,color] hover:bg-ink-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      {children && <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4 text-[0.9375rem] leading-6">{children}</div>}
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-ink-100 bg-ink-50/60 px-6 py-4">
          {footer}
        </div>
      )}
    </dialog>
  );
}
