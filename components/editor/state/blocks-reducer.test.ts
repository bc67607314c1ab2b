import { describe, expect, it } from "vitest";
import { blocksReducer, initialBlocks } from "./blocks-reducer";
import type { WireSegment } from "./types";

const segment = (id: string, content: unknown): WireSegment => ({
  id,
  segmentType: "heading",
  parent: null,
  parentIndex: 0,
  order: 0,
  content,
  metaData: {},
  imageList: [],
  miscFileList: [],
  positionName: null,
  isFixedBlock: false,
  teamTemplateUserCanEdit: false,
  autoSelectOnHover: false,
  version: 1,
});

describe("blocksReducer", () => {
  it("an edit replaces the edited block only: the other rows keep their identity (their frames skip the render)", () => {
    const state = initialBlocks([segment("a", "A"), segment("b", "B")]);
    const next = blocksReducer(state, { type: "edit", id: "a", patch: { content: "A!" } });
    expect(next.byId.a).not.toBe(state.byId.a);
    expect(next.byId.b).toBe(state.byId.b);
  });

  it("takes blocks read again through their schemas, except those edited or in conflict since", () => {
    let state = initialBlocks([segment("a", "A"), segment("b", "B"), segment("c", "C")]);
    state = blocksReducer(state, { type: "edit", id: "b", patch: { content: "typed" } });
    state = blocksReducer(state, { type: "conflict", id: "c", server: segment("c", "theirs") });
    const reread = [
      { id: "a", content: "A read", metaData: { level: 1 } },
      { id: "b", content: "B read", metaData: { level: 1 } },
      { id: "c", content: "C read", metaData: { level: 1 } },
      { id: "gone", content: "x", metaData: {} },
    ];
    const next = blocksReducer(state, { type: "reread", blocks: reread });
    expect(next.byId.a).toMatchObject({ content: "A read", metaData: { level: 1 }, revision: 0, savedRevision: 0 });
    expect(next.byId.b.content).toBe("typed");
    expect(next.byId.c.content).toBe("C");
    expect(next.byId.gone).toBeUndefined();
  });
});
