import { reporter } from "./lib/beacon";
import { visitClock } from "./lib/visit-clock";
import { pageVisitId } from "./lib/visit-id";
import { watchWait, type WaitMessage } from "./lib/wait-watch";

// Every share view page: the wait status while the document's images load, the view events, and the
// visit's visible duration. Reads the markup contract of lib/share/render (body data attributes and
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

// A visit goes on from the landing page to the document (same visit id): the time of the pages
// before this one is kept in the tab's sessionStorage and added, so the visit's total is their sum.
const storeKey = `share-visit-ms:${visitId ?? ""}`;
const stored = (value?: number): number => {
  try {
    if (value !== undefined) sessionStorage.setItem(storeKey, String(value));
    return Number(sessionStorage.getItem(storeKey)) || 0;
  } catch {
    return 0; // storage refused (private mode): this page's time alone
  }
};
const before = stored();
const clock = visitClock(() => Date.now(), document.visibilityState === "visible");
let sent = -1;
const sendDuration = () => {
  const total = before + clock.total();
  stored(total);
  // Nothing new since the last report (hidden, then left): no second beacon.
  if (total === sent) return;
  sent = total;
  report("visit-duration", Math.min(total, 86_400_000));
};
document.addEventListener("visibilitychange", () => {
  const visible = document.visibilityState === "visible";
  clock.visible(visible);
  if (!visible) sendDuration();
});
addEventListener("pagehide", () => {
  clock.visible(false);
  sendDuration();
});
