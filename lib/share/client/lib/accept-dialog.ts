// What the Accept block's two dialogs share: opening modal from a button (focus goes back to it on
// close), the close buttons, the notice for what concerns no field, steps shown one at a time with
// the heading, progress and first field following, and busy submit buttons.

export interface DialogParts {
  dialog: HTMLDialogElement;
  heading: HTMLElement;
  notice: HTMLElement;
  noticeText: HTMLElement;
}

export function dialogParts(dialog: HTMLDialogElement): DialogParts | null {
  const heading = dialog.querySelector<HTMLElement>("[data-accept-heading]");
  const notice = dialog.querySelector<HTMLElement>("[data-accept-notice]");
  const noticeText = dialog.querySelector<HTMLElement>("[data-accept-notice-text]");
  return heading && notice && noticeText ? { dialog, heading, notice, noticeText } : null;
}

export function acceptDialog(parts: DialogParts, texts: { step: string; reload: string }) {
  const { dialog, heading, notice, noticeText } = parts;
  let opener: HTMLElement | null = null;
  let reloadButton: HTMLButtonElement | null = null;

  // The page behind must not hold the dialog: the document's style and custom CSS stay off it, and
  // a transformed or clipped ancestor cannot change how it shows.
  document.body.append(dialog);

  for (const button of dialog.querySelectorAll<HTMLButtonElement>("[data-accept-close]")) button.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    opener?.focus();
    opener = null;
  });

  function hideNotice(): void {
    notice.hidden = true;
    noticeText.textContent = "";
    reloadButton?.remove();
    reloadButton = null;
  }

  /**
   * A message that concerns no field; `reload` adds a button that reloads the page (the document
   * changed or closed meanwhile). `focus: false` leaves focus where the reader is (the notice is an
   * alert, so it is read out anyway).
   */
  function showNotice(message: string, options: { reload?: boolean; focus?: boolean } = {}): void {
    noticeText.textContent = message;
    reloadButton?.remove();
    reloadButton = null;
    if (options.reload) {
      reloadButton = document.createElement("button");
      reloadButton.type = "button";
      reloadButton.className =
        "inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-danger-800 ring-1 ring-danger-300 ring-inset hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";
      reloadButton.textContent = texts.reload;
      reloadButton.addEventListener("click", () => location.reload());
      notice.append(reloadButton);
    }
    notice.hidden = false;
    if (options.focus !== false) notice.focus();
  }

  const steps = () => Array.from(dialog.querySelectorAll<HTMLElement>("[data-accept-step]"));
  const numbered = () => steps().filter((step) => step.dataset.acceptStep !== "done");

  /** Shows one step: its title in the heading, "Step n of m", the progress bar, and focus on `focus` (else the heading). */
  function showStep(name: string, focus?: HTMLElement | null): void {
    hideNotice();
    const all = numbered();
    const index = all.findIndex((step) => step.dataset.acceptStep === name);
    for (const step of steps()) step.hidden = step.dataset.acceptStep !== name;
    const current = steps().find((step) => step.dataset.acceptStep === name);
    if (current?.dataset.title) heading.textContent = current.dataset.title;
    const label = dialog.querySelector<HTMLElement>("[data-accept-step-label]");
    if (label) label.textContent = index >= 0 ? texts.step.replace("{step}", String(index + 1)).replace("{count}", String(all.length)) : "";
    for (const bar of dialog.querySelectorAll<HTMLElement>("[data-accept-progress]")) {
      const done = index < 0 || Number(bar.dataset.acceptProgress) <= index + 1;
      bar.toggleAttribute("data-done", done);
    }
    dialog.querySelector(".accept-dialog-frame")?.scrollTo({ top: 0 });
    (focus ?? heading).focus();
  }

  function open(from: HTMLElement): void {
    opener = from;
    if (!dialog.open) dialog.showModal();
  }

  /** Runs `work` with the form's submit button disabled and saying `working`; one at a time. */
  function busy(button: HTMLButtonElement | null, working: string) {
    let running = false;
    return async (work: () => Promise<void>) => {
      if (running) return;
      running = true;
      const label = button?.textContent ?? "";
      if (button) {
        button.disabled = true;
        button.setAttribute("aria-busy", "true");
        button.textContent = working;
      }
      try {
        await work();
      } finally {
        running = false;
        if (button) {
          button.disabled = false;
          button.removeAttribute("aria-busy");
          button.textContent = label;
        }
      }
    };
  }

  return { open, close: () => dialog.close(), showStep, showNotice, hideNotice, busy };
}

export type AcceptDialog = ReturnType<typeof acceptDialog>;
