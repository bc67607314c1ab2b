import { reporter } from "./lib/beacon";
import { sectionClock, type SectionTimes } from "./lib/section-clock";
import { watchSections } from "./lib/section-focus";
import { visitClock } from "./lib/visit-clock";
import { pageVisitId } from "./lib/visit-id";
import { watchWait, type WaitMessage } from "./lib/wait-watch";

// Every share view page: the wait status while the document's images load, the view events, the
// visit's visible duration and, on the document page, the time read per section. Reads the markup contract of lib/share/render (body data attributes and
// #share-wait). No framework: this is the only script a document without interactive blocks ships.

const body = document.body;
// The document page is the same for every visit and names none: see lib/visit-id.ts.
const visitId = pageVisitId(body.dataset.visitId, location.search, document.cookie);
const report = reporter(body.dataset.eventsUrl, visitId);
const status = document.getElementById("share-wait");

if (status) {
  let spinner: HTMLElement | null = null;
  let text: HTMLElement | null = null;
  const show = (message: WaitMessage) => {
    if (!spinner) {
      // Styled here (not by class) so it works whatever the page's style sheet holds; the Web
      // Animations API turns it, with no <style> element to add.
      spinner = document.createElement("span");
      spinner.setAttribute("aria-hidden", "true");
      spinner.style.cssText = "display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;flex:none";
      const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
      spinner.animate?.([{ transform: "rotate(0)" }, { transform: "rotate(1turn)" }], { duration: reduced ? 2400 : 800, iterations: Infinity });
      text = document.createElement("span");
      status.append(spinner, text);
    }
    if (text) text.textContent = status.getAttribute(`data-msg-${message}`) ?? "";
    status.hidden = false;
  };
  const finished = watchWait({
    loading: () => document.readyState !== "complete",
    show,
    hide: () => {
      status.hidden = true;
      status.textContent = "";
    },
    send: (event) => report(event),
  });
  addEventListener("load", finished);
} else if (document.readyState === "complete") {
  report("images-finished-loading");
} else {
  addEventListener("load", () => report("images-finished-loading"));
}

// A visit goes on from the landing page to the document (same visit id), and a reload stays in it:
// what the pages before this one counted (visible time, section times) is kept in the tab's
// sessionStorage and added, so every report carries the whole visit's totals (see section-clock.ts).
interface Kept {
  ms: number;
  s: SectionTimes;
  l?: string | undefined;
}
const storeKey = `share-visit:${visitId ?? ""}`;
const keep = (value?: Kept): Kept => {
  try {
    if (value) sessionStorage.setItem(storeKey, JSON.stringify(value));
    const kept = JSON.parse(sessionStorage.getItem(storeKey) ?? "0") as Kept | 0;
    if (kept && typeof kept.ms === "number") return kept;
  } catch {
    // Storage refused (private mode) or spoilt: this page's time alone.
  }
  return { ms: 0, s: {} };
};
const before = keep();
const isVisible = () => document.visibilityState === "visible";
// The visit's clock starts before and stops after the sections' clock, so the sections it sends
// never add up to more than the visit's time.
const clock = visitClock(Date.now, isVisible());
const sections = sectionClock(Date.now, isVisible(), before.s, before.l);
// The document's top-level blocks (lib/blocks/render.tsx): only the document page has them.
const blocks = body.dataset.eventsUrl ? [...document.querySelectorAll<HTMLElement>(".doc-blocks > [data-block-id]")] : [];
watchSections(blocks, sections.view);
let sent = -1;
const sendDuration = () => {
  const read = sections.totals();
  const total = Math.min(Math.round(before.ms + clock.total()), 86_400_000);
  const last = sections.last();
  keep({ ms: total, s: read, l: last });
  // Nothing new since the last report (hidden, then left): no second beacon.
  if (total === sent) return;
  sent = total;
  report("visit-duration", blocks.length ? { durationMs: total, sections: read, lastSection: last } : { durationMs: total });
};
document.addEventListener("visibilitychange", () => {
  const visible = isVisible();
  if (visible) clock.visible(true);
  sections.visible(visible);
  if (visible) return;
  clock.visible(false);
  sendDuration();
});
addEventListener("pagehide", () => {
  sections.visible(false);
  clock.visible(false);
  sendDuration();
});
