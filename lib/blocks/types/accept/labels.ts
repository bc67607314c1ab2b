import type { BlockLabels } from "../../definition";

// Every fixed text of the Accept block's view and of its share-view dialogs, translated on the
// server (blocks.accept.*): the view is hook-free, and the share view's script carries no texts. A
// placeholder the script fills in the browser ({email}, {step}) is kept as written.

type Text = BlockLabels["text"];

const KEEP = { email: "{email}", step: "{step}", count: "{count}" };

/** The problems the script can find before sending (sign.problems.*). */
export const ACCEPT_PROBLEMS = ["name", "email", "code", "typed", "drawn", "agree", "reason", "network", "failed", "unsaved"] as const;
export type AcceptProblem = (typeof ACCEPT_PROBLEMS)[number];

export function acceptViewLabels(text: Text) {
  const view = (key: string, values?: Record<string, string | number>) => text(`accept.view.${key}`, values);
  return {
    defaultTitle: text("accept.defaultTitle"),
    defaultAgreement: text("accept.defaultAgreement"),
    signerNumbered: (number: number) => view("signerNumbered", { number }),
    signatureLine: view("signatureLine"),
    signedAt: (when: string) => view("signedAt", { when }),
    dateTime: (at: number) => view("dateTime", { at }),
    date: (at: number) => view("date", { at }),
    reviewAndSign: view("reviewAndSign"),
    decline: view("decline"),
    signatureAlt: (name: string) => view("signatureAlt", { name }),
    acceptedBy: (names: string, date: string) => view("acceptedBy", { names, date }),
    declinedBy: (name: string, date: string) => view("declinedBy", { name, date }),
    declinedOn: (date: string) => view("declinedOn", { date }),
    declineReason: (reason: string) => view("declineReason", { reason }),
    names: { two: (first: string, second: string) => view("namesTwo", { first, second }), more: (list: string, last: string) => view("namesMore", { list, last }), separator: view("namesSeparator") },
    editorNote: view("editorNote"),
    noscript: view("noscript"),
  };
}

export type AcceptViewLabels = ReturnType<typeof acceptViewLabels>;

/** The signing dialog's texts (accept.sign.*). */
export function acceptSignLabels(text: Text) {
  const sign = (key: string, values?: Record<string, string | number>) => text(`accept.sign.${key}`, values);
  return {
    title: sign("title"),
    close: sign("close"),
    step: sign("step", KEEP),
    identityTitle: sign("identityTitle"),
    identityIntro: sign("identityIntro"),
    name: sign("name"),
    email: sign("email"),
    emailFixed: sign("emailFixed", KEEP),
    sendCode: sign("sendCode"),
    codeTitle: sign("codeTitle"),
    codeIntro: sign("codeIntro", KEEP),
    code: sign("code"),
    verify: sign("verify"),
    resend: sign("resend"),
    resent: sign("resent"),
    otherEmail: sign("otherEmail"),
    signTitle: sign("signTitle"),
    method: sign("method"),
    typeTab: sign("typeTab"),
    drawTab: sign("drawTab"),
    typeLabel: sign("typeLabel"),
    preview: sign("preview"),
    drawLabel: sign("drawLabel"),
    drawHint: sign("drawHint"),
    clear: sign("clear"),
    legal: sign("legal"),
    submit: sign("submit"),
    working: sign("working"),
    done: sign("done"),
    reload: sign("reload"),
    back: sign("back"),
    problems: Object.fromEntries(ACCEPT_PROBLEMS.map((problem) => [problem, sign(`problems.${problem}`)])) as Record<AcceptProblem, string>,
  };
}

export type AcceptSignLabels = ReturnType<typeof acceptSignLabels>;

/** The decline dialog's texts (accept.decline.*). */
export function acceptDeclineLabels(text: Text) {
  const decline = (key: string) => text(`accept.decline.${key}`);
  return {
    title: decline("title"),
    intro: decline("intro"),
    name: decline("name"),
    email: decline("email"),
    reason: decline("reason"),
    submit: decline("submit"),
    cancel: decline("cancel"),
    done: decline("done"),
  };
}

export type AcceptDeclineLabels = ReturnType<typeof acceptDeclineLabels>;
