import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visitClock } from "@/lib/share/client/lib/visit-clock";
import { watchWait, type WaitEvent, type WaitMessage } from "@/lib/share/client/lib/wait-watch";

function harness(initiallyLoading = true) {
  const state = { loading: initiallyLoading, shown: [] as WaitMessage[], sent: [] as WaitEvent[], hidden: 0 };
  const finished = watchWait({
    loading: () => state.loading,
    show: (message) => state.shown.push(message),
    hide: () => (state.hidden += 1),
    send: (event) => state.sent.push(event),
  });
  return { state, finished };
}

describe("share view wait status", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the spinner at 2 s and the messages at 13, 38 and 58 s while loading", () => {
    const { state } = harness();
    vi.advanceTimersByTime(1_999);
    expect(state.shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(state.shown).toEqual(["loading"]);
    vi.advanceTimersByTime(11_000); // 13 s
    expect(state.shown).toEqual(["loading", "still"]);
    vi.advanceTimersByTime(24_999); // 37.999 s
    expect(state.shown).toEqual(["loading", "still"]);
    vi.advanceTimersByTime(1); // 38 s
    expect(state.shown.at(-1)).toBe("himm");
    vi.advanceTimersByTime(20_000); // 58 s
    expect(state.shown).toEqual(["loading", "still", "himm", "longer"]);
  });

  it("reports still-waiting at 15, 40 and 60 s, then images-finished-loading once at load", () => {
    const { state, finished } = harness();
    vi.advanceTimersByTime(14_999);
    expect(state.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(state.sent).toEqual(["still-waiting-after-15s"]);
    vi.advanceTimersByTime(25_000);
    expect(state.sent).toEqual(["still-waiting-after-15s", "still-waiting-after-40s"]);
    vi.advanceTimersByTime(20_000);
    expect(state.sent).toEqual(["still-waiting-after-15s", "still-waiting-after-40s", "still-waiting-after-60s"]);
    state.loading = false;
    finished();
    finished();
    expect(state.sent.filter((event) => event === "images-finished-loading")).toHaveLength(1);
    expect(state.hidden).toBe(1);
  });

  it("stops everything when the images finish early", () => {
    const { state, finished } = harness();
    vi.advanceTimersByTime(3_000);
    state.loading = false;
    finished();
    vi.advanceTimersByTime(120_000);
    expect(state.shown).toEqual(["loading"]);
    expect(state.sent).toEqual(["images-finished-loading"]);
    expect(state.hidden).toBe(1);
  });

  it("shows and reports nothing when the page is no longer loading at a step", () => {
    const { state } = harness();
    state.loading = false; // complete, but the load event not handled yet
    vi.advanceTimersByTime(70_000);
    expect(state.shown).toEqual([]);
    expect(state.sent).toEqual([]);
  });

  it("reports at once when the page had already loaded", () => {
    const { state } = harness(false);
    expect(state.sent).toEqual(["images-finished-loading"]);
    vi.advanceTimersByTime(70_000);
    expect(state.shown).toEqual([]);
  });
});

describe("visit clock", () => {
  it("counts visible time only", () => {
    let now = 1_000;
    const clock = visitClock(() => now, true);
    now += 5_000;
    expect(clock.total()).toBe(5_000);
    clock.visible(false);
    now += 60_000; // in the background
    expect(clock.total()).toBe(5_000);
    clock.visible(false); // a second hide changes nothing
    clock.visible(true);
    now += 2_000;
    clock.visible(true); // nor a second show
    expect(clock.total()).toBe(7_000);
  });

  it("starts at zero for a page opened in the background", () => {
    let now = 0;
    const clock = visitClock(() => now, false);
    now += 10_000;
    expect(clock.total()).toBe(0);
    clock.visible(true);
    now += 1_500;
    expect(clock.total()).toBe(1_500);
  });
});
