import { parseRsvpAnswer } from "@/lib/blocks/types/rsvp-form/answer-schema";
import type { RsvpAnswerIssue } from "@/lib/blocks/types/rsvp-form/problems";
import { countryName } from "@/lib/validation/phone-countries";
import { onReady } from "./lib/near-viewport";
import { fieldErrors } from "./lib/rsvp-errors";
import { enhancePhoneField } from "./lib/rsvp-phone";
import { readRsvpForm, visibleRows, type RsvpFormParts } from "./lib/rsvp-read";

// The share view's RSVP forms (rendered enabled by lib/blocks/types/rsvp-form/view.tsx in the share
// view only). This script: adds and removes guests up to the form's maxPeople (the rows are already
// in the markup, hidden), shows the section the "joining" answer picks, fills the phone's country
// picker and formats the number (./lib/rsvp-phone.ts), and on "Send" checks the answers with the
// answer schema the submit route runs too (lib/blocks/types/rsvp-form/answer-schema.ts). Nothing is
// sent while a field is wrong: each one shows its message under it and focus goes to the first.
// The reply is sent as JSON (the phone in E.164) with an idempotency key: random per page load and
// form, kept while the answers stay the same, so a double click or a retry after a lost answer
// stores one reply. A refusal of the server is shown on the field it names; what concerns no field
// (the share closed, too many replies, the network) in the notice at the top of the form. Texts come
// translated from data attributes, in the share view's language (the page's lang).

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ServerAnswer {
  success?: boolean;
  error?: { message?: string; fields?: { path: string; message: string }[] };
}

interface Problem {
  path: string;
  message: string;
}

function thankYou(text: string): HTMLElement {
  const panel = document.createElement("div");
  panel.setAttribute("role", "status");
  panel.tabIndex = -1;
  panel.className = "flex flex-col items-center gap-3 px-2 py-8 text-center focus:outline-none";
  panel.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-12 text-success-600"><circle cx="12" cy="12" r="10"/><path d="m8 12.5 2.5 2.5L16 9.5"/></svg>';
  const message = document.createElement("p");
  message.className = "m-0 text-lg leading-snug font-semibold text-ink-900";
  message.textContent = text;
  panel.append(message);
  return panel;
}

function enhance(form: HTMLFormElement): void {
  const parts: RsvpFormParts = { form, prefix: form.dataset.idPrefix ?? "", rows: Array.from(form.querySelectorAll<HTMLLIElement>("li[data-rsvp-person]")) };
  const segmentId = form.dataset.segmentId ?? "";
  const language = document.documentElement.lang || "en";
  const controls = form.querySelector<HTMLElement>("[data-rsvp-controls]");
  const submit = form.querySelector<HTMLButtonElement>("[data-rsvp-submit]");
  const status = form.querySelector<HTMLElement>("[data-rsvp-status]");
  const notice = form.querySelector<HTMLElement>("[data-rsvp-notice]");
  const add = form.querySelector<HTMLButtonElement>("[data-rsvp-add]");
  const country = form.querySelector<HTMLSelectElement>("[data-rsvp-country]");
  const phone = document.getElementById(`${parts.prefix}-phone`) as HTMLInputElement | null;
  if (!controls || !submit || !status || !notice) return;
  if (country && phone) enhancePhoneField(country, phone, language, form.dataset.currency ?? "");
  const errors = fieldErrors(parts);
  let sending = false;
  let key = randomKey();
  let lastPayload = "";

  /** An answer-schema problem in the reader's language, its placeholders filled. */
  const problemText = ({ problem, params }: RsvpAnswerIssue) =>
    (controls.dataset[`msgProblem${capital(problem.toLowerCase())}`] ?? "")
      .replace("{country}", params.country ? countryName(params.country, language) : "")
      .replace("{max}", String(params.max ?? ""));
  const localProblems = (): Problem[] | null => {
    const result = parseRsvpAnswer(readRsvpForm(parts));
    return result.success ? null : result.issues.map((issue) => ({ path: issue.path, message: problemText(issue) }));
  };

  function showNotice(message: string): void {
    notice!.textContent = message;
    notice!.hidden = !message;
  }

  /** Each problem on its field; those without one in the notice. Focus goes to the first wrong field, else to the notice. */
  function showProblems(problems: Problem[]): void {
    errors.clearAll();
    const general = problems.filter((problem) => !errors.show(problem.path, problem.message)).map((problem) => problem.message);
    showNotice(Array.from(new Set(general)).join(" "));
    const first = errors.first();
    if (first) first.focus();
    else if (!notice!.hidden) notice!.focus();
  }

  function update(): void {
    const joining = readRsvpForm(parts).joining;
    for (const section of form.querySelectorAll<HTMLElement>("[data-rsvp-section]")) {
      section.hidden = section.dataset.rsvpSection === "joining" ? joining !== true : joining !== false;
    }
    submit!.disabled = sending;
    if (add) add.disabled = visibleRows(parts).length >= parts.rows.length;
    // Fields already marked are checked again as the guest corrects them: fixed ones clear at once;
    // nothing new is marked before the next "Send".
    if (errors.paths().length) {
      const current = new Map((localProblems() ?? []).map((problem) => [problem.path, problem.message]));
      for (const path of errors.paths()) {
        const message = current.get(path);
        if (message) errors.show(path, message);
        else errors.clear(path);
      }
    }
  }

  const rowInputs = (row: HTMLElement) => Array.from(row.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select"));

  add?.addEventListener("click", () => {
    const next = parts.rows.find((row) => row.hidden);
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
    const shown = visibleRows(parts);
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

  async function send(formData: unknown): Promise<void> {
    const payload = JSON.stringify(formData);
    // New answers after a failed send are a new reply; the same answers again keep the key (no duplicate).
    if (lastPayload && payload !== lastPayload) key = randomKey();
    lastPayload = payload;
    sending = true;
    update();
    status!.textContent = controls!.dataset.msgSending ?? "";
    let refusal = () => showProblems([{ path: "", message: controls!.dataset.msgError ?? "" }]);
    try {
      const response = await fetch(`/api/form/rsvp/${encodeURIComponent(segmentId)}`, {
        method: "POST",
        // The server answers in the share view's language, like the page.
        headers: { "content-type": "application/json", accept: "application/json", "accept-language": language },
        body: JSON.stringify({ formData, recipient: document.body.dataset.recipient ?? "0", submissionKey: key }),
      });
      const answer = (await response.json().catch(() => null)) as ServerAnswer | null;
      if (response.ok && answer?.success) {
        const thanks = thankYou(controls!.dataset.msgSent ?? "");
        form.replaceChildren(thanks);
        thanks.focus();
        return;
      }
      const fields = answer?.error?.fields;
      const message = answer?.error?.message;
      if (response.status === 400 && fields?.length) refusal = () => showProblems(fields.map((field) => ({ path: field.path.replace(/^formData\.?/, ""), message: field.message })));
      else if (response.status === 404) refusal = () => showProblems([{ path: "", message: controls!.dataset.msgClosed ?? "" }]);
      // A refusal that says why (too large, too many replies) is shown; anything else asks to retry later.
      else if (message && response.status >= 400 && response.status < 500) refusal = () => showProblems([{ path: "", message }]);
    } catch {
      // Offline or the request failed: the generic retry-later message.
    }
    sending = false;
    status!.textContent = "";
    update();
    refusal();
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    showNotice("");
    const result = parseRsvpAnswer(readRsvpForm(parts));
    if (!result.success) {
      showProblems(result.issues.map((issue) => ({ path: issue.path, message: problemText(issue) })));
      return;
    }
    errors.clearAll();
    void send(result.data);
  });

  submit.disabled = false;
  update();
}

onReady(() => {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-rsvp-form]")) enhance(form);
});
