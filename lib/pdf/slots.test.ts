import { describe, expect, it } from "vitest";
import { Slots } from "./slots";

const full = () => new Error("full");
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("Slots", () => {
  it("runs `limit` at once, queues up to `maxWaiting`, refuses any more at once, and hands slots on in order", async () => {
    const slots = new Slots(2, 3, full);
    await slots.take();
    await slots.take();
    expect(slots.busy).toBe(2);
    const waiting = [slots.take(), slots.take(), slots.take()];
    expect(await settled(waiting[0])).toBe(false);
    // The wait list is full: refused now, not queued.
    await expect(slots.take()).rejects.toThrow("full");

    slots.release();
    expect(await settled(waiting[0])).toBe(true);
    expect(await settled(waiting[1])).toBe(false);
    expect(slots.busy).toBe(2);
    // A place on the wait list came free.
    const later = slots.take();
    // Six took a slot; four more releases leave one holding it.
    for (let i = 0; i < 4; i++) slots.release();
    await Promise.all([...waiting, later]);
    expect(slots.busy).toBe(1);
    slots.release();
    expect(slots.busy).toBe(0);
  });
});
