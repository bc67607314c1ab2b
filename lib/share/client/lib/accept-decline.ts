import { postJson } from "./accept-api";
import { blockTexts, byId, EMAIL, reloadSoon, showProblem } from "./accept-common";
import { acceptDialog, dialogParts } from "./accept-dialog";
import { fieldErrors } from "./accept-fields";

// Declining the deal from an Accept block's "Decline" button: a name, an optional e-mail and the
// reason, POST {apiBase}/decline; the owner is told, and the page reloads to show the outcome.

export function enhanceDecline(root: HTMLElement): void {
  const element = byId<HTMLDialogElement>(`${root.dataset.idPrefix ?? ""}-decline-dialog`);
  const parts = element && dialogParts(element);
  if (!parts) return;
  const texts = blockTexts(root);
  const message = texts.problem;
  const button = root.querySelector<HTMLButtonElement>("[data-accept-decline]");
  const formElement = parts.dialog.querySelector<HTMLFormElement>('form[data-accept-step="decline"]');
  const prefix = `${root.dataset.idPrefix ?? ""}-decline`;
  const name = byId<HTMLInputElement>(`${prefix}-name`);
  const email = byId<HTMLInputElement>(`${prefix}-email`);
  const reason = byId<HTMLTextAreaElement>(`${prefix}-reason`);
  const done = parts.dialog.querySelector<HTMLElement>('[data-accept-step="done"] [role="status"]');
  if (!button || !formElement || !name || !email || !reason) return;
  const dialog = acceptDialog(parts, texts);
  const errors = fieldErrors();
  const run = dialog.busy(formElement.querySelector("[data-accept-submit]"), texts.working);

  button.disabled = false;
  button.addEventListener("click", () => {
    errors.clearAll();
    dialog.open(button);
    dialog.showStep("decline", name.value.trim() ? reason : name);
  });
  formElement.addEventListener("submit", (event) => {
    event.preventDefault();
    void run(async () => {
      errors.clearAll();
      if (!name.value.trim()) errors.show(name.id, message("name"));
      if (email.value.trim() && !EMAIL.test(email.value.trim())) errors.show(email.id, message("email"));
      if (!reason.value.trim()) errors.show(reason.id, message("reason"));
      const wrong = errors.first();
      if (wrong) return wrong.focus();
      const result = await postJson<{ success: boolean }>(`${root.dataset.apiBase}/decline`, {
        name: name.value.trim(),
        email: email.value.trim(),
        reason: reason.value.trim(),
      });
      if (!result.ok) return showProblem(result.problem, { name: name.id, email: email.id, reason: reason.id }, errors, dialog, message);
      dialog.showStep("done", done);
      reloadSoon();
    });
  });
}
