import { describe, expect, it } from "vitest";
import { POST as undo } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/call-route";
import { addChild, api, idOf, outline, ownerWithDocument, versions } from "./segments-support";

// Structural block calls: clone, delete, move (nesting rules), fixed blocks, and the team-template
// rules every one of them obeys.

describe("POST /api/segment/{id}/clone", () => {
  it("copies the block with its children right after it, with new ids and version 0", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C"]);
    const b = await idOf(documentId, "B");
    const b1 = await addChild(documentId, b, "B1");
    await addChild(documentId, b1, "B1a");
    await db.segment.update({ where: { id: b }, data: { version: 7, imageList: [], metaData: { level: 2, align: "center", fontSize: "150%" } } });

    const cloned = await api.clone(token, b);
    expect(cloned.status).toBe(201);
    expect(await outline(documentId)).toBe("A,B[B1[B1a]],B[B1[B1a]],C");
    const [copy, child, grandchild] = cloned.body.segments;
    expect(cloned.body.segments).toHaveLength(3);
    expect(copy).toMatchObject({ content: "B", parent: null, order: 2, version: 0, metaData: { level: 2, align: "center", fontSize: "150%" } });
    expect(copy.id).not.toBe(b);
    expect(child).toMatchObject({ content: "B1", parent: copy.id, version: 0 });
    expect(grandchild).toMatchObject({ content: "B1a", parent: child.id });
    expect(cloned.body.layout).toHaveLength(8);
    // The original and the sibling after it keep their versions: renumbering is not an edit.
    const c = await db.segment.findUniqueOrThrow({ where: { id: await idOf(documentId, "C") } });
    expect(c).toMatchObject({ order: 3, version: 0 });
    expect((await db.segment.findUniqueOrThrow({ where: { id: b } })).version).toBe(7);
  });
});

describe("DELETE /api/segment/{id}", () => {
  it("removes the block with its children and closes the gap", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C"]);
    const b = await idOf(documentId, "B");
    await addChild(documentId, await addChild(documentId, b, "B1"), "B1a");
    const removed = await api.remove(token, b);
    expect(removed.status).toBe(200);
    expect(removed.body.success).toBe(true);
    expect(removed.body.layout.map((entry: { order: number }) => entry.order)).toEqual([0, 1]);
    expect(await outline(documentId)).toBe("A,C");
    expect(await db.segment.count({ where: { documentId } })).toBe(2);
    expect(await versions(documentId)).toEqual({ A: 0, C: 0 });
  });

  it("forgets the cached totals of the tables it removes (the index stops counting them), and only those", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C"]);
    const [a, b] = [await idOf(documentId, "A"), await idOf(documentId, "B")];
    const nested = await addChild(documentId, b, "B1");
    await db.document.update({
      where: { id: documentId },
      data: { cachedData: { [a]: { total: 100, currency: "EUR" }, [nested]: { total: 250, currency: "USD" } } },
    });
    const { updatedAt } = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect((await api.remove(token, b)).status).toBe(200);
    const after = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(after.cachedData).toEqual({ [a]: { total: 100, currency: "EUR" } });
    expect(after.updatedAt).toEqual(updatedAt);
  });
});

describe("POST /api/segment/{id}/move", () => {
  it("reorders siblings and nests blocks, keeping orders dense and versions unchanged", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C", "D"]);
    const [a, b, d] = [await idOf(documentId, "A"), await idOf(documentId, "B"), await idOf(documentId, "D")];

    expect((await api.move(token, a, { parent: null, index: 2 })).status).toBe(200);
    expect(await outline(documentId)).toBe("B,C,A,D");
    const nested = await api.move(token, d, { parent: b, index: 5 });
    expect(nested.status).toBe(200);
    expect(nested.body.layout).toContainEqual({ id: d, parent: b, parentIndex: 0, order: 0 });
    expect(await outline(documentId)).toBe("B[D],C,A");
    await api.move(token, a, { parent: b, index: 0 });
    expect(await outline(documentId)).toBe("B[A,D],C");
    await api.move(token, a, { parent: null, index: 99 });
    expect(await outline(documentId)).toBe("B[D],C,A");
    expect(await versions(documentId)).toEqual({ A: 0, B: 0, C: 0, D: 0 });
  });

  it("never moves a block into itself or its own descendants", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const a = await idOf(documentId, "A");
    const a1 = await addChild(documentId, a, "A1");
    const a1x = await addChild(documentId, a1, "A1x");
    for (const parent of [a, a1, a1x]) {
      const refused = await api.move(token, a, { parent, index: 0 });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("A block cannot be moved into itself or into one of its own blocks.");
    }
    expect(await outline(documentId)).toBe("A[A1[A1x]]");
  });

  it("keeps trees at most 4 levels deep, counting the moved block's own children", async () => {
    const { token, documentId } = await ownerWithDocument(["L1", "X"]);
    const l2 = await addChild(documentId, await idOf(documentId, "L1"), "L2");
    const l3 = await addChild(documentId, l2, "L3");
    const l4 = await addChild(documentId, l3, "L4");
    const x = await idOf(documentId, "X");

    const tooDeep = await api.create(token, documentId, { segmentType: "heading", parent: l4 });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.message).toBe("Blocks can be nested at most 4 levels deep.");
    expect((await api.create(token, documentId, { segmentType: "heading", content: "new L4", parent: l3 })).status).toBe(201);

    await addChild(documentId, x, "X1");
    // X with its child is two levels: under L3 (level 3) it would reach level 5.
    expect((await api.move(token, x, { parent: l3, index: 0 })).status).toBe(400);
    expect((await api.move(token, x, { parent: l2, index: 0 })).status).toBe(200);
    expect(await outline(documentId)).toBe("L1[L2[X[X1],L3[L4,new L4]]]");
  });

  it("refuses parents outside the flow of the document", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const other = await ownerWithDocument(["Elsewhere"]);
    const a = await idOf(documentId, "A");
    const cover = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover" });
    for (const parent of [await idOf(other.documentId, "Elsewhere"), cover.body.segment.id, "cknotablock00000000000000"]) {
      const refused = await api.move(token, a, { parent, index: 0 });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields[0].path).toBe("parent");
    }
  });

  it("is undone in one step, siblings' places included", async () => {
    const { token, documentId } = await ownerWithDocument(["A", "B", "C"]);
    await api.move(token, await idOf(documentId, "C"), { parent: await idOf(documentId, "A"), index: 0 });
    expect(await outline(documentId)).toBe("A[C],B");
    const undone = await callRoute(undo, "POST", "/api/undo", { token, body: { documentId } });
    expect(undone.body.action).toBe("segment-move");
    expect(await outline(documentId)).toBe("A,B,C");
  });
});

describe("fixed blocks", () => {
  it("creates one cover per document, updates it with the version check, and removes it", async () => {
    const { token, documentId } = await ownerWithDocument(["A"]);
    const created = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover", content: { title: "Summer gala" }, metaData: { overlayOpacity: 5 } });
    expect(created.status).toBe(201);
    expect(created.body.segment).toMatchObject({ isFixedBlock: true, positionName: "cover", parent: null, version: 0, content: { title: "Summer gala", subtitle: "" }, metaData: { overlayOpacity: 0.8 } });
    const id = created.body.segment.id;

    const taken = await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("This document already has a block in this place.");

    const updated = await api.updateFixed(token, id, { version: 0, content: { title: "Winter gala" } });
    expect(updated.body.segment).toMatchObject({ content: { title: "Winter gala" }, version: 1 });
    expect((await api.updateFixed(token, id, { version: 0, content: { title: "Stale" } })).status).toBe(409);
    // A flow block is not a fixed block.
    expect((await api.updateFixed(token, await idOf(documentId, "A"), { version: 0, content: "x" })).status).toBe(404);
    expect(await outline(documentId)).toBe("A");

    expect((await api.removeFixed(token, id)).body).toEqual({ success: true });
    expect(await db.segment.count({ where: { documentId, isFixedBlock: true } })).toBe(0);
    expect((await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover" })).status).toBe(201);
  });

  it("accepts only a type made for that position", async () => {
    const { token, documentId } = await ownerWithDocument();
    for (const body of [
      { positionName: "cover", segmentType: "heading" },
      { positionName: "footer", segmentType: "cover" },
    ]) {
      const refused = await api.createFixed(token, documentId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields[0].path).toBe("positionName");
    }
    expect((await api.createFixed(token, documentId, { positionName: "cover", segmentType: "nothing" })).status).toBe(400);
  });
});

describe("documents made from a team template", () => {
  async function fromTeamTemplate(flags: { allowAddNewBlocks: boolean; allowDeleteBlocks: boolean }) {
    const setup = await ownerWithDocument(["Locked", "Open"], { templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", ...flags });
    await db.segment.update({ where: { id: await idOf(setup.documentId, "Locked") }, data: { teamTemplateUserCanEdit: false } });
    return { ...setup, locked: await idOf(setup.documentId, "Locked"), open: await idOf(setup.documentId, "Open") };
  }

  it("refuses adding, cloning and deleting when the template forbids it, and changing locked blocks", async () => {
    const { token, documentId, locked, open } = await fromTeamTemplate({ allowAddNewBlocks: false, allowDeleteBlocks: false });
    const add = await api.create(token, documentId, { segmentType: "heading" });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe("The team template this document is based on does not allow adding blocks.");
    expect((await api.clone(token, open)).status).toBe(403);
    expect((await api.createFixed(token, documentId, { positionName: "cover", segmentType: "cover" })).status).toBe(403);
    const remove = await api.remove(token, open);
    expect(remove.status).toBe(403);
    expect(remove.body.error.message).toBe("The team template this document is based on does not allow deleting blocks.");
    const edit = await api.update(token, locked, { version: 0, content: "Mine now" });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe("The team template this document is based on does not allow changing this block.");
    expect((await api.move(token, locked, { parent: null, index: 1 })).status).toBe(403);

    expect((await api.update(token, open, { version: 0, content: "Edited" })).status).toBe(200);
    expect((await api.move(token, open, { parent: null, index: 0 })).status).toBe(200);
    expect(await outline(documentId)).toBe("Edited,Locked");
  });

  it("allows adding and deleting when the template does", async () => {
    const { token, documentId, locked } = await fromTeamTemplate({ allowAddNewBlocks: true, allowDeleteBlocks: true });
    expect((await api.create(token, documentId, { segmentType: "heading", content: "Extra" })).status).toBe(201);
    expect((await api.remove(token, locked)).status).toBe(200);
    expect(await outline(documentId)).toBe("Open,Extra");
  });
});
