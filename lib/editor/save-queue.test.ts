import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveQueue, type FailureKind } from "./save-queue";

class Offline extends Error {}
class Refused extends Error {}

const classify = (error: unknown): FailureKind => (error instanceof Offline ? "retry" : error instanceof Refused ? "fail" : "fail");

describe("SaveQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("debounces: only the last edit of a burst is sent, after the delay", async () => {
    const queue = new SaveQueue({ classify });
    const sent: number[] = [];
    for (let i = 1; i <= 5; i++) queue.schedule("a", 500, async () => void sent.push(i));
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([]);
    expect(queue.getSnapshot().busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([5]);
    expect(queue.getSnapshot()).toMatchObject({ pending: 0, inFlight: 0, busy: false });
  });

  it("never runs two saves of one key at once, and runs an edit made meanwhile afterwards", async () => {
    const queue = new SaveQueue({ classify });
    let release!: () => void;
    const order: string[] = [];
    queue.schedule("a", 0, () => new Promise<void>((resolve) => ((release = resolve), order.push("first start"))));
    await vi.advanceTimersByTimeAsync(0);
    queue.schedule("a", 0, async () => void order.push("second"));
    await vi.advanceTimersByTimeAsync(10);
    expect(order).toEqual(["first start"]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["first start", "second"]);
  });

  it("retries a save the server could not take, with backoff, until it lands, and stays busy meanwhile", async () => {
    const queue = new SaveQueue({ classify, retryDelay: () => 1000 });
    let calls = 0;
    queue.schedule("a", 0, async () => {
      calls += 1;
      if (calls < 3) throw new Offline();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot().failures).toEqual([expect.objectContaining({ key: "a", retrying: true })]);
    expect(queue.getSnapshot().busy).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(3);
    expect(queue.getSnapshot()).toMatchObject({ failures: [], busy: false });
  });

  it("a newer edit replaces the failed one in the retry (the latest state is what gets saved)", async () => {
    const queue = new SaveQueue({ classify, retryDelay: () => 1000 });
    const sent: string[] = [];
    queue.schedule("a", 0, async () => {
      sent.push("old");
      throw new Offline();
    });
    await vi.advanceTimersByTimeAsync(0);
    queue.schedule("a", 0, async () => void sent.push("new"));
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toEqual(["old", "new"]);
    expect(queue.getSnapshot().busy).toBe(false);
  });

  it("shows a refused save without retrying it, and keeps the page busy until an edit succeeds", async () => {
    const queue = new SaveQueue({ classify });
    let calls = 0;
    queue.schedule("a", 0, async () => {
      calls += 1;
      throw new Refused();
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(queue.getSnapshot()).toMatchObject({ busy: true, failures: [expect.objectContaining({ retrying: false })] });
    queue.schedule("a", 0, async () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toMatchObject({ busy: false, failures: [] });
  });

  it("sends a refused save again when the user asks to try again", async () => {
    const queue = new SaveQueue({ classify });
    let calls = 0;
    queue.schedule("a", 0, async () => {
      calls += 1;
      if (calls === 1) throw new Refused();
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot().failures).toHaveLength(1);
    queue.retryFailed();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(queue.getSnapshot()).toMatchObject({ failures: [], busy: false });
  });

  it("keeps the same snapshot while a burst of edits changes nothing visible", async () => {
    const queue = new SaveQueue({ classify });
    queue.schedule("a", 500, async () => undefined);
    const first = queue.getSnapshot();
    queue.schedule("a", 500, async () => undefined);
    expect(queue.getSnapshot()).toBe(first);
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.getSnapshot()).not.toBe(first);
  });

  it("ignores a request it cancelled itself: no failure is reported", async () => {
    const queue = new SaveQueue({ classify });
    queue.schedule("a", 0, (signal) => new Promise<void>((_, reject) => signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))));
    await vi.advanceTimersByTimeAsync(0);
    queue.cancel("a");
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getSnapshot()).toMatchObject({ failures: [], busy: false });
  });

  it("flush sends waiting saves at once and resolves when they landed", async () => {
    const queue = new SaveQueue({ classify });
    const sent: string[] = [];
    queue.schedule("a", 10_000, async () => void sent.push("a"));
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(sent).toEqual(["a"]);
  });

  it("tracks one-off requests as in flight", async () => {
    const queue = new SaveQueue({ classify });
    let release!: () => void;
    const tracked = queue.track(new Promise<void>((resolve) => (release = resolve)));
    expect(queue.getSnapshot()).toMatchObject({ inFlight: 1, busy: true });
    release();
    await tracked;
    expect(queue.getSnapshot()).toMatchObject({ inFlight: 0, busy: false });
  });
});
