import { describe, expect, it } from "vitest";
import type { DealView, SignatureView } from "@/lib/acceptance/types";
import type { BlockRenderContext } from "@/lib/blocks/definition";
import { acceptBlock } from "@/lib/blocks/types/accept";
import { acceptContentSchema } from "@/lib/blocks/types/accept/schema";
import { renderBlockView, testBlock, testBlockContext } from "../support/blocks";

// The Accept block's one view: the sign buttons, dialogs and what the share view's script reads come
// only in the live share view (interactive, with a deal and no outcome); signatures and the outcome
// show wherever the deal is known; the owner's fixed e-mail addresses never reach the page.

const content = (extra: Record<string, unknown> = {}) =>
  acceptContentSchema.parse({
    title: "Your acceptance",
    terms: "<p>Deposit <strong>30%</strong></p><script>alert(1)</script>",
    signers: [
      { id: "s1", name: "Giulia Bianchi", role: "Bride", email: "giulia@example.com" },
      { id: "s2", name: "Marco Rossi", role: "Groom", email: "" },
    ],
    requireAgreement: true,
    ...extra,
  });

const block = (extra: Record<string, unknown> = {}) => testBlock("accept", content(extra), {}, { id: "frozen7" });

const HASH = "c".repeat(64);
const deal = (extra: Partial<DealView> = {}): DealView => ({
  apiBase: "/api/shared-document/KEY/1",
  requireAcceptance: true,
  choices: {},
  signatures: [],
  outcome: null,
  locked: false,
  contentHash: HASH,
  stamp: "1",
  ...extra,
});

const typed: SignatureView = { blockId: "frozen7", signerId: "s1", name: "Giulia B.", role: "Bride", kind: "typed", typedText: "Giulia Bianchi", imageDataUrl: null, signedAt: "2026-11-27T14:05:00.000Z" };
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const drawn: SignatureView = { blockId: "frozen7", signerId: "s2", name: "Marco Rossi", role: "Groom", kind: "drawn", typedText: null, imageDataUrl: PNG, signedAt: "2026-11-27T16:42:00.000Z" };

function render(mode: "editor" | "view", options: { interactive?: boolean; deal?: DealView; extra?: Record<string, unknown> } = {}): string {
  const context: BlockRenderContext = { ...testBlockContext(mode), interactive: options.interactive, ...(options.deal ? { deal: options.deal } : {}) };
  return renderBlockView(acceptBlock, block(options.extra), context);
}

const signButtons = (html: string) => html.match(/data-accept-sign=""/g)?.length ?? 0;

describe("the Accept block's view", () => {
  it("shows the sign buttons, the decline button and the dialogs only in the live share view", () => {
    const live = render("view", { interactive: true, deal: deal() });
    expect(signButtons(live)).toBe(2);
    expect(live).toContain("Review and sign");
    expect(live).toContain('data-accept-decline=""');
    expect(live).toContain('data-accept-dialog="sign"');
    expect(live).toContain('data-accept-dialog="decline"');
    for (const [mode, options] of [
      ["editor", {}],
      ["editor", { interactive: true, deal: deal() }],
      ["view", {}],
      ["view", { interactive: true }],
      ["view", { interactive: false, deal: deal() }],
    ] as const) {
      const html = render(mode, options);
      expect(signButtons(html), `${mode} ${JSON.stringify(options)}`).toBe(0);
      expect(html).not.toContain("data-accept-block");
      expect(html).not.toContain("<dialog");
      expect(html).not.toContain("Review and sign");
    }
  });

  it("carries what the script needs, translated, and never the owner's fixed e-mail address", () => {
    const live = render("view", { interactive: true, deal: deal() });
    expect(live).toContain('data-accept-block=""');
    expect(live).toContain('data-block-id="frozen7"');
    expect(live).toContain('data-api-base="/api/shared-document/KEY/1"');
    expect(live).toContain(`data-content-hash="${HASH}"`);
    expect(live).toContain('data-require-agreement="true"');
    expect(live).toContain('data-msg-problem-code="Enter the 6 digits from the e-mail."');
    expect(live).toContain('data-msg-step="Step {step} of {count}"');
    expect(live).toMatch(/data-signer-id="s1"[^>]*data-fixed-email="true" data-email-hint="g•••@example.com"/);
    expect(live).toMatch(/data-signer-id="s2"[^>]*data-fixed-email="false"/);
    expect(live).not.toContain("giulia@example.com");
    // The sign buttons wait for the script; without it a note says why.
    expect(live).toMatch(/<button type="button" disabled="" data-accept-sign=""/);
    expect(live).toMatch(/<noscript>.*Signing needs JavaScript/);
    // The code field as phones fill it in.
    expect(live).toMatch(/<input id="accept-frozen7-code"[^>]*inputMode="numeric" autoComplete="one-time-code"/);
    // The agreement checkbox with its default text; without requireAgreement there is none.
    expect(live).toContain("I have read and agree to the terms.");
    expect(render("view", { interactive: true, deal: deal(), extra: { requireAgreement: false } })).not.toContain('data-accept-agree=""');
    expect(render("view", { interactive: true, deal: deal(), extra: { agreementLabel: "We accept the venue’s terms." } })).toContain("We accept the venue’s terms.");
  });

  it("renders the terms sanitized, and the default title when none is set", () => {
    const html = render("view", {});
    expect(html).toContain("Your acceptance");
    expect(html).toContain("Deposit <strong>30%</strong>");
    expect(html).not.toContain("<script");
    expect(render("view", { extra: { title: "" } })).toContain(">Acceptance</h3>");
  });

  it("shows the empty signature line and a hint in the editor preview", () => {
    const html = render("editor");
    expect(html.match(/Signature<\/span>/g)).toHaveLength(2);
    expect(html).toContain("each signer confirms their e-mail with a code and signs here");
    expect(html).toContain("Giulia Bianchi");
    expect(html).toContain("Bride");
  });

  it("shows each signature where it was given: typed in the signature font, drawn as the picture, with the time", () => {
    const html = render("view", { interactive: true, deal: deal({ signatures: [typed], locked: true }) });
    // The signer who signed has no button any more; the other one still does.
    expect(signButtons(html)).toBe(1);
    expect(html).toMatch(/Dancing_Script[^>]*aria-label="Signature of Giulia B\.">Giulia Bianchi</);
    expect(html).toContain('<time dateTime="2026-11-27T14:05:00.000Z" data-local-time="datetime"');
    expect(html).toContain("Signed ");
    // The name as the signer confirmed it heads their card.
    expect(html).toContain(">Giulia B.</p>");

    const both = render("view", { interactive: true, deal: deal({ signatures: [typed, drawn], locked: true }) });
    expect(both).toContain(`<img src="${PNG}" alt="Signature of Marco Rossi"`);
    expect(signButtons(both)).toBe(0);
    // A signature of another block is not this block's.
    const elsewhere = render("view", { interactive: true, deal: deal({ signatures: [{ ...typed, blockId: "other" }] }) });
    expect(signButtons(elsewhere)).toBe(2);
    // Anything but a PNG data URL is never put in an <img>.
    const odd = render("view", { deal: deal({ signatures: [{ ...drawn, imageDataUrl: "https://evil.example/x.png" }] }) });
    expect(odd).not.toContain("evil.example");
    expect(odd).toContain("Marco Rossi");
  });

  it("shows the outcome, and no way to sign or decline after it", () => {
    const accepted = render("view", {
      interactive: true,
      deal: deal({ signatures: [typed, drawn], locked: true, outcome: { outcome: "ACCEPTED", decidedAt: drawn.signedAt, contentHash: HASH, declinedBy: null, declineReason: null } }),
    });
    expect(accepted).toContain('data-accept-outcome="accepted"');
    expect(accepted).toMatch(/Accepted by Giulia B\. and Marco Rossi on <time dateTime="2026-11-27T16:42:00.000Z" data-local-time="date"/);
    expect(accepted).not.toContain("<dialog");
    expect(accepted).not.toContain("data-accept-decline");

    const declined = render("view", {
      interactive: true,
      deal: deal({ outcome: { outcome: "DECLINED", decidedAt: "2026-11-28T09:10:00.000Z", contentHash: null, declinedBy: "Marco Rossi", declineReason: "We found <b>another</b> venue." } }),
    });
    expect(declined).toContain('data-accept-outcome="declined"');
    expect(declined).toMatch(/Declined by Marco Rossi on <time/);
    expect(declined).toContain("Reason: We found &lt;b&gt;another&lt;/b&gt; venue.");
    expect(signButtons(declined)).toBe(0);
    expect(declined).not.toContain("data-accept-decline");

    const anonymous = render("view", { deal: deal({ outcome: { outcome: "DECLINED", decidedAt: "2026-11-28T09:10:00.000Z", contentHash: null, declinedBy: null, declineReason: null } }) });
    expect(anonymous).toMatch(/Declined on <time/);
  });

  it("has every element the share view's script looks up, each field with its error line", () => {
    const live = render("view", { interactive: true, deal: deal() });
    const ids = ["sign", "decline-dialog", "name", "email", "email-fixed", "code", "typed", "agree", "canvas", "decline-name", "decline-email", "decline-reason"].map((name) => `accept-frozen7-${name}`);
    for (const id of ids) expect(live, id).toContain(`id="${id}"`);
    for (const id of ["name", "email", "code", "typed", "agree", "canvas", "decline-name", "decline-email", "decline-reason"]) expect(live, id).toContain(`id="accept-frozen7-${id}-error"`);
    for (const step of ["identity", "code", "sign", "done", "decline"]) expect(live, step).toContain(`data-accept-step="${step}"`);
    for (const hook of ["data-accept-heading", "data-accept-notice", "data-accept-notice-text", "data-accept-close", "data-accept-step-label", "data-accept-signer-line", "data-accept-typed-preview", "data-accept-code-intro", "data-accept-code-status", "data-accept-resend", "data-accept-other-email", "data-accept-clear", "data-accept-submit"]) {
      expect(live, hook).toContain(`${hook}=""`);
    }
    expect(live).toContain('data-accept-tab="type"');
    expect(live).toContain('data-accept-tab="draw"');
  });
});
