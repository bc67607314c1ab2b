// How the share view's two deal scripts agree on what a signature covers, without importing each
// other (each is its own bundle): the pricing choices' script (pricing-choices.ts) saves a change
// after a pause, so the signing script (accept-sign.ts) must not sign before the server has it.
// Before signing it asks, with a `deal:choices-flush` event, that any unsaved change be saved now and
// waits for the answer: the content hash of the saved choices, or a failure. A page without choices
// has nobody answering, and signs at once. The choices' save state is also announced
// (`deal:choices-state` events and <html data-deal-choices>) for anything that wants to show it.

export const FLUSH_EVENT = "deal:choices-flush";
export const STATE_EVENT = "deal:choices-state";

export type ChoicesState = "idle" | "pending" | "saving" | "failed";

/** `contentHash` is null when the client changed nothing yet (the page's hash still holds). */
export type FlushResult = { ok: true; contentHash: string | null } | { ok: false };

interface FlushDetail {
  reply: (answer: Promise<FlushResult>) => void;
}

/** Asks the page's choices to be saved now; null when the page has no choices (nothing to wait for). */
export function requestFlush(): Promise<FlushResult> | null {
  let answer: Promise<FlushResult> | null = null;
  document.dispatchEvent(new CustomEvent<FlushDetail>(FLUSH_EVENT, { detail: { reply: (result) => (answer = result) } }));
  return answer;
}

/** The choices' side: answers every flush request with `flush()`. */
export function answerFlushes(flush: () => Promise<FlushResult>): void {
  document.addEventListener(FLUSH_EVENT, (event) => (event as CustomEvent<Partial<FlushDetail>>).detail?.reply?.(flush()));
}

export function announceState(state: ChoicesState): void {
  document.documentElement.dataset.dealChoices = state;
  document.dispatchEvent(new CustomEvent(STATE_EVENT, { detail: { state } }));
}
