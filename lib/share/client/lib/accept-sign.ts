import { postJson } from "./accept-api";
import { blockTexts, byId, EMAIL, fillEmail, reloadSoon, showProblem } from "./accept-common";
import { acceptDialog, dialogParts } from "./accept-dialog";
import { fieldErrors } from "./accept-fields";
import { requestFlush } from "./choices-flush";
import { signatureCanvas, type SignatureCanvas } from "./signature-canvas";

// Signing one signer of an Accept block, in the block's signing dialog: (1) name and e-mail,
// POST {apiBase}/signers/code; (2) the 6-digit code, POST {apiBase}/signers/verify, which answers a
// token; (3) the signature, typed (the keyboard way, previewed in the signature font) or drawn, the
// "I agree" box when the block asks for it, POST {apiBase}/sign with the content hash the page was
// rendered with (or a newer one the pricing choices announced). Where the client can choose in the
// pricing tables, a change not saved yet is saved first (when the dialog opens, and again before
// signing, waiting for it): nobody signs a selection the server does not have, and a save that
// fails stops the signature with a message. A signer who closes the dialog and comes back resumes
// where they were while the code or the token lasts.

const CODE_LENGTH = 6;
const RESEND_PAUSE_MS = 30_000;
/** A verified signer who closed the dialog comes back to the signature step while the token lasts (30 minutes, kept shy of it). */
const TOKEN_REUSE_MS = 25 * 60_000;
const CODE_REUSE_MS = 14 * 60_000;

/** The latest content hash: the page's, or a newer one the pricing choices' script announces after a change. */
let announcedHash: string | null = null;
document.addEventListener("deal:content-hash", (event) => {
  const hash = (event as CustomEvent<{ contentHash?: unknown }>).detail?.contentHash;
  if (typeof hash === "string") announcedHash = hash;
});

interface Session {
  name: string;
  email: string;
  codeAt: number;
  token: string;
  tokenAt: number;
}

export function enhanceSigning(root: HTMLElement): void {
  const prefix = root.dataset.idPrefix ?? "";
  const apiBase = root.dataset.apiBase ?? "";
  const blockId = root.dataset.blockId ?? "";
  const requireAgreement = root.dataset.requireAgreement === "true";
  const texts = blockTexts(root);
  const message = texts.problem;
  const signDialogElement = byId<HTMLDialogElement>(`${prefix}-sign`);
  const signParts = signDialogElement && dialogParts(signDialogElement);
  if (!apiBase || !blockId || !signParts) return;

  const id = (name: string) => `${prefix}-${name}`;
  const sign = acceptDialog(signParts, texts);
  const errors = fieldErrors();
  const form = (step: string) => signParts.dialog.querySelector<HTMLFormElement>(`form[data-accept-step="${step}"]`);
  const identityForm = form("identity");
  const codeForm = form("code");
  const signForm = form("sign");
  const nameInput = byId<HTMLInputElement>(id("name"));
  const emailInput = byId<HTMLInputElement>(id("email"));
  const codeInput = byId<HTMLInputElement>(id("code"));
  const typedInput = byId<HTMLInputElement>(id("typed"));
  const agreeInput = byId<HTMLInputElement>(id("agree"));
  const canvas = byId<HTMLCanvasElement>(id("canvas"));
  const preview = signParts.dialog.querySelector<HTMLElement>("[data-accept-typed-preview]");
  const fixedNote = signParts.dialog.querySelector<HTMLElement>("[data-accept-email-fixed]");
  const codeIntro = signParts.dialog.querySelector<HTMLElement>("[data-accept-code-intro]");
  const codeStatus = signParts.dialog.querySelector<HTMLElement>("[data-accept-code-status]");
  const signerLine = signParts.dialog.querySelector<HTMLElement>("[data-accept-signer-line]");
  const resend = signParts.dialog.querySelector<HTMLButtonElement>("[data-accept-resend]");
  const otherEmail = signParts.dialog.querySelector<HTMLButtonElement>("[data-accept-other-email]");
  const clear = signParts.dialog.querySelector<HTMLButtonElement>("[data-accept-clear]");
  const done = signParts.dialog.querySelector<HTMLElement>('[data-accept-step="done"] [role="status"]');
  const tabs = Array.from(signParts.dialog.querySelectorAll<HTMLButtonElement>("[data-accept-tab]"));
  const panels = Array.from(signParts.dialog.querySelectorAll<HTMLElement>("[data-accept-panel]"));
  if (!identityForm || !codeForm || !signForm || !nameInput || !emailInput || !codeInput || !typedInput || !canvas || !preview) return;

  const sessions = new Map<string, Session>();
  let signer = { id: "", name: "", label: "", fixed: false, hint: "" };
  let method: "type" | "draw" = "type";
  let pad: SignatureCanvas | null = null;
  let resendTimer = 0;

  const session = (): Session => {
    let current = sessions.get(signer.id);
    if (!current) {
      current = { name: signer.name, email: "", codeAt: 0, token: "", tokenAt: 0 };
      sessions.set(signer.id, current);
    }
    return current;
  };
  const post = <T>(path: string, body: unknown) => postJson<T>(`${apiBase}/${path}`, body);

  // ---- Signature: typed or drawn ----

  const updatePreview = () => {
    preview.textContent = typedInput.value.trim();
  };
  typedInput.addEventListener("input", () => {
    updatePreview();
    if (errors.has(typedInput.id) && typedInput.value.trim()) errors.clear(typedInput.id);
  });

  function selectMethod(next: "type" | "draw", focusTab = false): void {
    method = next;
    for (const tab of tabs) {
      const selected = tab.dataset.acceptTab === next;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focusTab) tab.focus();
    }
    for (const panel of panels) panel.hidden = panel.dataset.acceptPanel !== next;
    if (next === "draw") {
      if (!pad) {
        pad = signatureCanvas(canvas!);
        pad.onChange(() => errors.clear(canvas!.id));
      }
      pad.fit();
    }
  }
  for (const tab of tabs) {
    tab.addEventListener("click", () => selectMethod(tab.dataset.acceptTab === "draw" ? "draw" : "type"));
    // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs, automatic activation).
    tab.addEventListener("keydown", (event) => {
      const keys: Record<string, "type" | "draw"> = { ArrowLeft: "type", Home: "type", ArrowRight: "draw", End: "draw" };
      const next = keys[event.key];
      if (!next) return;
      event.preventDefault();
      selectMethod(next, true);
    });
  }
  clear?.addEventListener("click", () => pad?.clear());

  // ---- Opening for a signer ----

  function resetFields(): void {
    errors.clearAll();
    const current = session();
    nameInput!.value = current.name;
    emailInput!.value = current.email;
    codeInput!.value = "";
    typedInput!.value = current.name;
    updatePreview();
    if (agreeInput) agreeInput.checked = false;
    pad?.clear();
    if (codeStatus) codeStatus.textContent = "";
    if (fixedNote) {
      fixedNote.hidden = !signer.fixed;
      if (signer.fixed) fillEmail(fixedNote, fixedNote.dataset.template ?? "", signer.hint);
      else fixedNote.textContent = "";
      if (signer.fixed) emailInput!.setAttribute("aria-describedby", fixedNote.id);
      else emailInput!.removeAttribute("aria-describedby");
    }
    if (signerLine) signerLine.textContent = signer.label;
  }

  function openFor(card: HTMLElement, button: HTMLButtonElement): void {
    signer = {
      id: card.dataset.signerId ?? "",
      name: card.dataset.signerName ?? "",
      label: card.dataset.signerLabel ?? "",
      fixed: card.dataset.fixedEmail === "true",
      hint: card.dataset.emailHint ?? "",
    };
    resetFields();
    selectMethod("type");
    // Warm the signature font, so the preview shows in it from the first letter.
    void document.fonts?.load("40px 'Dancing Script'").catch(() => undefined);
    sign.open(button);
    // Start saving a pending change now, so that signing rarely waits; say so if it cannot be saved.
    void requestFlush()?.then((saved) => {
      if (!saved.ok && signParts!.dialog.open) sign.showNotice(message("unsaved"), { focus: false });
    });
    const current = session();
    const now = Date.now();
    if (current.token && now - current.tokenAt < TOKEN_REUSE_MS) return sign.showStep("sign", typedInput);
    if (current.codeAt && now - current.codeAt < CODE_REUSE_MS) return showCodeStep();
    sign.showStep("identity", nameInput!.value.trim() ? emailInput : nameInput);
  }

  for (const card of root.querySelectorAll<HTMLElement>("[data-accept-signer]")) {
    const button = card.querySelector<HTMLButtonElement>("[data-accept-sign]");
    if (!button) continue;
    button.disabled = false;
    button.addEventListener("click", () => openFor(card, button));
  }

  // ---- Step 1: who signs ----

  function showCodeStep(): void {
    if (codeIntro) fillEmail(codeIntro, codeIntro.dataset.template ?? "", session().email);
    sign.showStep("code", codeInput);
  }

  const identityBusy = sign.busy(identityForm.querySelector('button[type="submit"]'), texts.working);
  identityForm.addEventListener("submit", (event) => {
    event.preventDefault();
    void identityBusy(async () => {
      errors.clearAll();
      const name = nameInput.value.trim();
      const email = emailInput.value.trim();
      if (!name) errors.show(nameInput.id, message("name"));
      if (!EMAIL.test(email)) errors.show(emailInput.id, message("email"));
      const wrong = errors.first();
      if (wrong) return wrong.focus();
      const result = await post<{ success: boolean }>("signers/code", { blockId, signerId: signer.id, name, email });
      if (!result.ok) return showProblem(result.problem, { name: nameInput.id, email: emailInput.id }, errors, sign, message);
      Object.assign(session(), { name, email, codeAt: Date.now(), token: "", tokenAt: 0 });
      typedInput.value = name;
      updatePreview();
      showCodeStep();
    });
  });

  // ---- Step 2: the code ----

  const codeBusy = sign.busy(codeForm.querySelector('button[type="submit"]'), texts.working);
  const digits = () => codeInput.value.replace(/\s+/g, "");
  codeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    void codeBusy(async () => {
      errors.clearAll();
      const code = digits();
      if (!/^\d{6}$/.test(code)) {
        errors.show(codeInput.id, message("code"));
        return codeInput.focus();
      }
      const result = await post<{ token: string }>("signers/verify", { blockId, signerId: signer.id, code });
      if (!result.ok) {
        showProblem(result.problem, { code: codeInput.id }, errors, sign, message);
        if (errors.has(codeInput.id)) codeInput.select();
        return;
      }
      Object.assign(session(), { token: result.data.token, tokenAt: Date.now() });
      sign.showStep("sign", typedInput);
    });
  });
  // A complete code (typed, pasted or filled in from the message) is sent at once.
  codeInput.addEventListener("input", () => {
    if (errors.has(codeInput.id)) errors.clear(codeInput.id);
    if (digits().length !== CODE_LENGTH || !/^\d+$/.test(digits())) return;
    if (typeof codeForm.requestSubmit === "function") codeForm.requestSubmit();
    else codeForm.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  });

  resend?.addEventListener("click", () => {
    void (async () => {
      resend.disabled = true;
      const current = session();
      const result = await post<{ success: boolean }>("signers/code", { blockId, signerId: signer.id, name: current.name, email: current.email });
      if (!result.ok) {
        resend.disabled = false;
        return showProblem(result.problem, { code: codeInput.id }, errors, sign, message);
      }
      current.codeAt = Date.now();
      if (codeStatus) codeStatus.textContent = texts.resent;
      codeInput.value = "";
      codeInput.focus();
      window.clearTimeout(resendTimer);
      resendTimer = window.setTimeout(() => {
        resend.disabled = false;
        if (codeStatus) codeStatus.textContent = "";
      }, RESEND_PAUSE_MS);
    })();
  });
  otherEmail?.addEventListener("click", () => {
    session().codeAt = 0;
    sign.showStep("identity", emailInput);
  });

  // ---- Step 3: sign ----

  const signBusy = sign.busy(signForm.querySelector("[data-accept-submit]"), texts.working);
  agreeInput?.addEventListener("change", () => agreeInput.checked && errors.clear(agreeInput.id));
  signForm.addEventListener("submit", (event) => {
    event.preventDefault();
    void signBusy(async () => {
      errors.clearAll();
      const typed = typedInput.value.trim();
      const image = method === "draw" ? (pad?.png() ?? null) : null;
      if (method === "type" && !typed) errors.show(typedInput.id, message("typed"));
      if (method === "draw" && !image) errors.show(canvas.id, message("drawn"));
      if (requireAgreement && agreeInput && !agreeInput.checked) errors.show(agreeInput.id, message("agree"));
      const wrong = errors.first();
      if (wrong) return (wrong === canvas ? tabs.find((tab) => tab.dataset.acceptTab === "draw") : wrong)?.focus();
      // The choices on the screen must be the saved ones (a change is saved after a pause).
      const flushing = requestFlush();
      const saved = flushing ? await flushing : null;
      if (saved && !saved.ok) return sign.showNotice(message("unsaved"));
      sign.hideNotice();
      const current = session();
      const result = await post<{ accepted: boolean }>("sign", {
        blockId,
        signerId: signer.id,
        token: current.token,
        signature: method === "draw" ? { kind: "drawn", image } : { kind: "typed", text: typed },
        agreed: agreeInput ? agreeInput.checked : false,
        contentHash: (saved?.ok && saved.contentHash) || announcedHash || root.dataset.contentHash || "",
      });
      if (result.ok) {
        sign.showStep("done", done);
        return reloadSoon();
      }
      const problem = result.problem;
      // The verification ran out (or never happened in this browser): start again from the code.
      if (problem && (problem.status === 403 || problem.fields.some((field) => field.path === "token"))) {
        Object.assign(current, { token: "", tokenAt: 0, codeAt: 0 });
        sign.showStep("identity", emailInput);
        return sign.showNotice(problem.message || message("failed"));
      }
      const drawnOrTyped = method === "draw" ? canvas.id : typedInput.id;
      showProblem(problem, { "signature.text": typedInput.id, "signature.image": canvas.id, signature: drawnOrTyped, agreed: agreeInput?.id ?? "" }, errors, sign, message);
    });
  });
}
