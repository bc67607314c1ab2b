import { rsvpProblems, type RsvpProblem } from "@/lib/blocks/types/rsvp-form/submit-problems";
import { onReady } from "./lib/near-viewport";

// The share view's RSVP forms (rendered enabled by lib/blocks/types/rsvp-form/view.tsx in the share
// view only). This script: adds and removes guests up to the form's maxPeople (the rows are already
// in the markup, hidden), shows the section the "joining" answer picks, applies the submit rule
// (lib/blocks/types/rsvp-form/submit-problems.ts, the same rule the server applies) and sends the
// reply as JSON with an idempotency key: random per page load and form, kept while the answers stay
// the same, so a double click or a retry after a lost answer stores one reply. Status: sending, then
// sent (the form is replaced by a thank-you) or error (the guest may retry). Texts come translated
// from data attributes. The phone check here is deliberately light (libphonenumber's metadata would
// outweigh the whole page); the server checks the number properly and its 400 names the field.

type Lang = "en" | "tr" | "de" | "es" | "it";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Digits with the usual separators, 7 to 15 digits; an English form needs the international form (+44...), like the server. */
function looksLikePhone(value: string, lang: Lang): boolean {
  const phone = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15 && (lang !== "en" || phone.startsWith("+"));
}

const checks = { isPhone: looksLikePhone, isEmail: (value: string) => EMAIL.test(value.trim()) };

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function enhance(form: HTMLFormElement): void {
  const prefix = form.dataset.idPrefix ?? "";
  const segmentId = form.dataset.segmentId ?? "";
  const lang = (form.dataset.lang ?? "en") as Lang;
  const controls = form.querySelector<HTMLElement>("[data-rsvp-controls]");
  const submit = form.querySelector<HTMLButtonElement>("[data-rsvp-submit]");
  const hint = form.querySelector<HTMLElement>("[data-rsvp-hint]");
  const status = form.querySelector<HTMLElement>("[data-rsvp-status]");
  const add = form.querySelector<HTMLButtonElement>("[data-rsvp-add]");
  if (!controls || !submit || !hint || !status) return;
  const rows = Array.from(form.querySelectorAll<HTMLLIElement>("li[data-rsvp-person]"));
  const field = <T extends HTMLElement>(id: string) => document.getElementById(`${prefix}-${id}`) as T | null;
  const valueOf = (id: string) => field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(id)?.value ?? "";
  const checked = (name: string): boolean | null => {
    const value = form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    return value === "yes" ? true : value === "no" ? false : null;
  };
  const visibleRows = () => rows.filter((row) => !row.hidden);
  let sending = false;
  let key = randomKey();
  let lastPayload = "";

  function read() {
    const people = visibleRows().map((row) => {
      const index = row.dataset.rsvpPerson;
      return {
        name: valueOf(`person-${index}-name`),
        greeting: valueOf(`person-${index}-greeting`),
        age: valueOf(`person-${index}-age`) || "Adult",
        dietaryRequirement: valueOf(`person-${index}-diet`) || "Regular",
      };
    });
    const events: { joining: boolean | null }[] = [];
    while (form.querySelector(`input[name="${prefix}-event-${events.length}"]`)) events.push({ joining: checked(`${prefix}-event-${events.length}`) });
    return {
      lang,
      joining: checked(`${prefix}-joining`),
      phone: valueOf("phone"),
      email: valueOf("email"),
      excuse: { msg: valueOf("excuse"), email: valueOf("excuse-email") },
      peopleSection: { people },
      eventsSection: { events },
    };
  }

  function update(): void {
    const formData = read();
    for (const section of form.querySelectorAll<HTMLElement>("[data-rsvp-section]")) {
      section.hidden = section.dataset.rsvpSection === "joining" ? formData.joining !== true : formData.joining !== false;
    }
    const problems: RsvpProblem[] = rsvpProblems(formData, checks);
    submit!.disabled = sending || problems.length > 0;
    hint!.textContent = problems.length ? (controls!.dataset[`msgProblem${capital(problems[0].toLowerCase())}`] ?? "") : "";
    if (add) add.disabled = visibleRows().length >= rows.length;
  }

  const rowInputs = (row: HTMLElement) => Array.from(row.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select"));

  add?.addEventListener("click", () => {
    const next = rows.find((row) => row.hidden);
    if (!next) return;
    next.hidden = false;
    next.querySelector<HTMLInputElement>("input")?.focus();
    update();
  });

  // Removing a guest moves the later guests' answers up one row, so the rows shown stay "Guest 1..n".
  form.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest("[data-rsvp-remove]");
    const row = button?.closest<HTMLLIElement>("li[data-rsvp-person]");
    if (!row) return;
    const shown = visibleRows();
    const from = shown.indexOf(row);
    for (let at = from; at < shown.length - 1; at += 1) {
      const target = rowInputs(shown[at]);
      rowInputs(shown[at + 1]).forEach((input, index) => {
        if (target[index]) target[index].value = input.value;
      });
    }
    const last = shown[shown.length - 1];
    for (const input of rowInputs(last)) input.value = input instanceof HTMLSelectElement ? (input.options[0]?.value ?? "") : "";
    last.hidden = true;
    (shown[Math.min(from, shown.length - 2)]?.querySelector<HTMLInputElement>("input") ?? add)?.focus();
    update();
  });

  form.addEventListener("input", update);
  form.addEventListener("change", update);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    update();
    if (submit.disabled) return;
    const formData = read();
    const payload = JSON.stringify(formData);
    // New answers after a failed send are a new reply; the same answers again keep the key (no duplicate).
    if (lastPayload && payload !== lastPayload) key = randomKey();
    lastPayload = payload;
    sending = true;
    update();
    status.textContent = controls.dataset.msgSending ?? "";
    let message = controls.dataset.msgError ?? "";
    try {
      const response = await fetch(`/api/form/rsvp/${encodeURIComponent(segmentId)}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ formData, recipient: document.body.dataset.recipient ?? "0", submissionKey: key }),
      });
      const answer = (await response.json().catch(() => null)) as { success?: boolean; error?: { message?: string } } | null;
      if (response.ok && answer?.success) {
        const thanks = document.createElement("p");
        thanks.setAttribute("role", "status");
        thanks.tabIndex = -1;
        thanks.className = "m-0 text-base font-medium text-ink-900";
        thanks.textContent = controls.dataset.msgSent ?? "";
        form.replaceChildren(thanks);
        thanks.focus();
        return;
      }
      // A refusal that names what to fix (400) is shown; anything else asks the guest to retry later.
      if (response.status === 400 && answer?.error?.message) message = answer.error.message;
    } catch {
      // Offline or the request failed: the generic retry-later message.
    }
    sending = false;
    status.textContent = message;
    update();
  });

  update();
}

onReady(() => {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-rsvp-form]")) enhance(form);
});
