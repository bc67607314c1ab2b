import type { ApiProblem } from "./accept-api";
import type { AcceptDialog } from "./accept-dialog";
import type { FieldErrors } from "./accept-fields";

// What the Accept block's signing and declining dialogs share: the texts of the block (data
// attributes its view renders), the e-mail check before sending, and how a refusal is shown.

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RELOAD_DELAY_MS = 900;

export const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** The block's translated texts: a problem the script finds (`data-msg-problem-*`), and the dialogs' words. */
export function blockTexts(root: HTMLElement) {
  return {
    problem: (name: string) => root.getAttribute(`data-msg-problem-${name}`) ?? "",
    step: root.dataset.msgStep ?? "",
    reload: root.dataset.msgReload ?? "",
    working: root.dataset.msgWorking ?? "",
    resent: root.dataset.msgResent ?? "",
  };
}

/** `template` with its {email} placeholder as a bold address (the reader checks which inbox to open). */
export function fillEmail(element: HTMLElement, template: string, email: string): void {
  const [before, after = ""] = template.split("{email}");
  const strong = document.createElement("strong");
  strong.className = "font-semibold text-ink-900 break-words";
  strong.textContent = email;
  element.replaceChildren(before, strong, after);
}

/** After a signature or a decline the page is reloaded: the server renders what changed. A moment first, so the confirmation is read. */
export function reloadSoon(): void {
  window.setTimeout(() => location.reload(), RELOAD_DELAY_MS);
}

/**
 * Shows a refusal: each field the server names on its control (`controls` maps API paths to control
 * ids), the rest in the notice; focus goes to the first wrong field, else to the notice.
 */
export function showProblem(problem: ApiProblem | null, controls: Record<string, string>, errors: FieldErrors, dialog: AcceptDialog, message: (name: string) => string): void {
  errors.clearAll();
  if (!problem) return dialog.showNotice(message("network"));
  const unplaced = problem.fields.filter((field) => !(controls[field.path] && errors.show(controls[field.path], field.message))).map((field) => field.message);
  const first = errors.first();
  const conflict = problem.status === 409;
  if (first && !unplaced.length && !conflict) {
    dialog.hideNotice();
    first.focus();
    return;
  }
  dialog.showNotice((unplaced.length ? unplaced.join(" ") : problem.message) || message("failed"), { reload: conflict });
}
