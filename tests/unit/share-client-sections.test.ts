import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockTree } from "@/lib/blocks/render";
import { sectionClock } from "@/lib/share/client/lib/section-clock";
import { sectionShares } from "@/lib/share/client/lib/section-focus";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";
import { sectionIds } from "@/lib/sharing/section-ids";
import { testBlockContext } from "../support/blocks";
import { frozenBlock } from "../support/frozen";

// The share view's section analytics in the browser: which block is in focus, how its time adds up,
// and the markup contract between the page's selector and the ids the server accepts.

function fakeTime() {
  let at = 1_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe("section clock", () => {
  it("counts the sections on screen, by their parts, while the page is visible only", () => {
    const time = fakeTime();
    const clock = sectionClock(time.now, true);
    clock.view({ a: 1 });
    time.pass(3_000);
    clock.view({ a: 0.25, b: 0.75 });
    time.pass(2_000);
    clock.visible(false);
    time.pass(60_000); // in the background: not read
    clock.visible(true);
    time.pass(1_000);
    clock.view({});
    time.pass(5_000); // no section counts (between blocks)
    expect(clock.totals()).toEqual({ a: 3_750, b: 2_250 });
    expect(clock.last()).toBe("b");
  });

  it("goes on from what earlier pages of the visit kept, and reports whole milliseconds", () => {
    const time = fakeTime();
    const clock = sectionClock(time.now, true, { a: 10_000 }, "a");
    expect(clock.last()).toBe("a");
    clock.view({ a: 1 });
    time.pass(1_500.7);
    expect(clock.totals()).toEqual({ a: 11_500 });
    // A report again without new time sends the same totals (the server keeps the largest).
    expect(clock.totals()).toEqual({ a: 11_500 });
  });

  it("does not count what is on screen while hidden, nor name it last", () => {
    const time = fakeTime();
    const clock = sectionClock(time.now, false);
    clock.view({ a: 1 });
    time.pass(4_000);
    expect(clock.totals()).toEqual({});
    expect(clock.last()).toBeUndefined();
    clock.visible(true);
    time.pass(1_000);
    expect(clock.totals()).toEqual({ a: 1_000 });
    expect(clock.last()).toBe("a");
  });

  it("never adds up to more than the visible time", () => {
    const time = fakeTime();
    const clock = sectionClock(time.now, true);
    for (let step = 0; step < 200; step += 1) {
      clock.view({ a: 1 / 3, b: 1 / 3, c: 1 / 3 });
      time.pass(333.3);
    }
    const sum = Object.values(clock.totals()).reduce((total, ms) => total + ms, 0);
    expect(sum).toBeLessThanOrEqual(200 * 333.3);
    expect(sum).toBeGreaterThan(200 * 333.3 - 3);
  });
});

describe("sections on screen", () => {
  const screen = 800;

  it("shares the moment among the blocks at least half in view, by the part of the screen each fills", () => {
    // a: 300 of 400 px on screen; b: all 400 px.
    expect(sectionShares([{ id: "a", top: -100, bottom: 300 }, { id: "b", top: 300, bottom: 700 }], screen)).toEqual({ a: 3 / 7, b: 4 / 7 });
  });

  it("counts a block too tall to be half in view while it covers at least half the screen", () => {
    expect(sectionShares([{ id: "long", top: -2_000, bottom: 3_000 }], screen)).toEqual({ long: 1 });
    expect(sectionShares([{ id: "long", top: 500, bottom: 5_000 }], screen)).toEqual({});
    expect(sectionShares([{ id: "long", top: 400, bottom: 5_000 }], screen)).toEqual({ long: 1 });
  });

  it("leaves out a block only peeking in at an edge", () => {
    expect(sectionShares([{ id: "a", top: -900, bottom: 100 }, { id: "b", top: 100, bottom: 500 }, { id: "c", top: 700, bottom: 1_700 }], screen)).toEqual({ b: 1 });
    expect(sectionShares([], screen)).toEqual({});
    expect(sectionShares([{ id: "gone", top: 900, bottom: 1_000 }], screen)).toEqual({});
  });
});

describe("the page's sections are the ids the server accepts", () => {
  const block = (id: string, segmentType: string, content: unknown, extra: Partial<FrozenBlock> = {}) => frozenBlock(segmentType, content, { id, sourceId: `src-${id}`, metaData: null, isFixedBlock: false, positionName: null, ...extra });
  const blocks = [
    block("cover1", "cover", { title: "Our day" }, { isFixedBlock: true, positionName: "cover" }),
    block("h1", "heading", "Welcome", { order: 1 }),
    block("p1", "paragraph", "<p>Hello</p>", { order: 2 }),
    block("child1", "paragraph", "<p>Nested</p>", { parent: "p1", order: 0 }),
  ];

  it("matches the top-level blocks the share view renders (.doc-blocks > [data-block-id])", () => {
    const html = renderToStaticMarkup(createElement(BlockTree, { rows: blocks, context: testBlockContext("view") }));
    const container = html.slice(html.indexOf("doc-blocks"));
    // Children of .doc-blocks: the divs opened at depth 1 inside it.
    const topLevel: string[] = [];
    let depth = 0;
    for (const tag of container.matchAll(/<(\/?)div([^>]*)>/g)) {
      if (tag[1]) depth -= 1;
      else {
        depth += 1;
        const id = /data-block-id="([^"]+)"/.exec(tag[2])?.[1];
        if (depth === 1 && id) topLevel.push(id);
      }
    }
    expect(topLevel).toEqual(["cover1", "h1", "p1"]);
    expect([...sectionIds({ blocks } as unknown as FrozenSnapshot)]).toEqual(topLevel);
  });
});
