import type { RsvpFormParts } from "./rsvp-read";

// Shows what is wrong on the field it concerns: the control gets aria-invalid (its red border comes
// from the view's classes) and names its error line (rendered under it, hidden until now) in
// aria-describedby, so a screen reader reads the message with the field. Paths are the answer
// schema's and the submit route's without "formData." ("phone", "peopleSection.people.1.name").
// A path with no visible field here (a hidden guest row, a limit on the whole list) is not shown:
// show() answers false and the caller puts the message in the form's notice.

interface Target {
  controls: HTMLElement[];
  error: HTMLElement;
}

/** Field paths → the id of their control (radio groups by name); ids are those of lib/blocks/types/rsvp-form. */
function controlsOf(parts: RsvpFormParts, path: string): { controls: HTMLElement[]; errorId: string } | null {
  const byId = (id: string) => {
    const control = document.getElementById(`${parts.prefix}-${id}`);
    return control ? { controls: [control], errorId: `${control.id}-error` } : null;
  };
  if (path === "joining") {
    const name = `${parts.prefix}-joining`;
    return { controls: Array.from(parts.form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)), errorId: `${name}-error` };
  }
  const person = /^peopleSection\.people\.(\d+)\.name$/.exec(path);
  if (person) return byId(`person-${person[1]}-name`);
  const ids: Record<string, string> = { phone: "phone", email: "email", "excuse.msg": "excuse", "excuse.email": "excuse-email" };
  return ids[path] ? byId(ids[path]) : null;
}

const isShown = (element: HTMLElement) => !element.closest("[hidden]");

function describedBy(control: HTMLElement, id: string, on: boolean) {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((item) => item && item !== id);
  if (on) ids.push(id);
  if (ids.length) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

export function fieldErrors(parts: RsvpFormParts) {
  const shown = new Map<string, Target>();

  function target(path: string): Target | null {
    const found = controlsOf(parts, path);
    const error = found && document.getElementById(found.errorId);
    if (!found || !error || !found.controls.length || !found.controls.every(isShown)) return null;
    return { controls: found.controls, error };
  }

  function clear(path: string): void {
    const current = shown.get(path);
    if (!current) return;
    current.error.textContent = "";
    current.error.hidden = true;
    for (const control of current.controls) {
      control.removeAttribute("aria-invalid");
      describedBy(control, current.error.id, false);
    }
    shown.delete(path);
  }

  return {
    /** Shows the message under the field at `path`; false when no visible field here takes it. */
    show(path: string, message: string): boolean {
      const found = target(path);
      if (!found) return false;
      found.error.textContent = message;
      found.error.hidden = false;
      for (const control of found.controls) {
        control.setAttribute("aria-invalid", "true");
        describedBy(control, found.error.id, true);
      }
      shown.set(path, found);
      return true;
    },
    clear,
    clearAll(): void {
      for (const path of Array.from(shown.keys())) clear(path);
    },
    paths: (): string[] => Array.from(shown.keys()),
    /** The first field in reading order that shows an error (where focus goes). */
    first(): HTMLElement | null {
      const controls = Array.from(shown.values(), (item) => item.controls[0]);
      controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      return controls[0] ?? null;
    },
  };
}

export type FieldErrors = ReturnType<typeof fieldErrors>;
