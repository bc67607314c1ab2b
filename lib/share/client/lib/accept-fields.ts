// What is wrong with a field of the Accept block's dialogs, shown under it: the control gets
// aria-invalid (its red border comes from the view's classes) and names its error line in
// aria-describedby while the message shows, so a screen reader reads them together. Error lines are
// rendered by lib/blocks/types/accept (`{controlId}-error`, hidden until used).

function describedBy(control: HTMLElement, id: string, on: boolean): void {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((item) => item && item !== id);
  if (on) ids.push(id);
  if (ids.length) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

export function fieldErrors() {
  const shown = new Set<string>();

  /** Shows `message` under the control with this id; false when there is no such control on show. */
  function show(controlId: string, message: string): boolean {
    const control = document.getElementById(controlId);
    const line = document.getElementById(`${controlId}-error`);
    if (!control || !line || control.closest("[hidden]")) return false;
    line.textContent = message;
    line.hidden = false;
    control.setAttribute("aria-invalid", "true");
    describedBy(control, line.id, true);
    shown.add(controlId);
    return true;
  }

  function clear(controlId: string): void {
    const control = document.getElementById(controlId);
    const line = document.getElementById(`${controlId}-error`);
    if (line) {
      line.textContent = "";
      line.hidden = true;
    }
    if (control) {
      control.removeAttribute("aria-invalid");
      describedBy(control, `${controlId}-error`, false);
    }
    shown.delete(controlId);
  }

  function clearAll(): void {
    for (const id of [...shown]) clear(id);
  }

  /** The first control showing an error, in document order. */
  function first(): HTMLElement | null {
    const controls = [...shown].map((id) => document.getElementById(id)).filter((control): control is HTMLElement => control !== null);
    controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    return controls[0] ?? null;
  }

  return { show, clear, clearAll, first, has: (controlId: string) => shown.has(controlId) };
}

export type FieldErrors = ReturnType<typeof fieldErrors>;
