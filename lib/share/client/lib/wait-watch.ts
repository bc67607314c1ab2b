// The share view's wait status (accounts spec §4, workspace spec §9), as plain timers so it is
// tested with fake timers: while the page's images are still loading, a spinner at 2 s, then
// "Still loading..." at 13 s, "Himm, still loading." 25 s later (38 s) and "This is taking longer than
// usual..." 20 s after that (58 s); still-waiting-after-15s/40s/60s are reported at 15, 40 and 60 s,
// only while still loading. When the images are done (window load) everything stops, the status is
// hidden and images-finished-loading is reported, once.

export type WaitMessage = "loading" | "still" | "himm" | "longer";
export type WaitEvent = "images-finished-loading" | "still-waiting-after-15s" | "still-waiting-after-40s" | "still-waiting-after-60s";

export const WAIT_MESSAGES: readonly (readonly [number, WaitMessage])[] = [
  [2_000, "loading"],
  [13_000, "still"],
  [38_000, "himm"],
  [58_000, "longer"],
];

export const WAIT_EVENTS: readonly (readonly [number, WaitEvent])[] = [
  [15_000, "still-waiting-after-15s"],
  [40_000, "still-waiting-after-40s"],
  [60_000, "still-waiting-after-60s"],
];

export interface WaitDeps {
  /** Whether the page is still loading (document.readyState is not "complete"). */
  loading: () => boolean;
  show: (message: WaitMessage) => void;
  hide: () => void;
  send: (event: WaitEvent) => void;
}

/** Starts the timers; answers `finished`, to call on window load (idempotent). */
export function watchWait(deps: WaitDeps): () => void {
  let done = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const finished = () => {
    if (done) return;
    done = true;
    timers.forEach(clearTimeout);
    deps.hide();
    deps.send("images-finished-loading");
  };
  if (!deps.loading()) {
    finished();
    return finished;
  }
  for (const [at, message] of WAIT_MESSAGES) timers.push(setTimeout(() => !done && deps.loading() && deps.show(message), at));
  for (const [at, event] of WAIT_EVENTS) timers.push(setTimeout(() => !done && deps.loading() && deps.send(event), at));
  return finished;
}
