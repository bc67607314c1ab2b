import { describe, expect, it, vi } from "vitest";
import { addChild, api, idOf, outline, ownerWithDocument } from "./segments-support";

// Saving a block as a content template and inserting one read a subtree of another document: they
// take that document's history lock first, so a move or delete of it cannot change the rows between
// reading the flow and copying them (copyBlocks would then find rows without a place).

const locks = vi.hoisted(() => ({ calls: [] as string[][] }));

vi.mock("@/lib/documents/undo-lock", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/documents/undo-lock")>();
  return {
    ...real,
    lockDocumentHistory: async (...args: Parameters<typeof real.lockDocumentHistory>) => {
      locks.calls.push([args[1]]);
      return real.lockDocumentHistory(...args);
    },
    lockDocumentsHistory: async (...args: Parameters<typeof real.lockDocumentsHistory>) => {
      locks.calls.push([...args[1]]);
      return real.lockDocumentsHistory(...args);
    },
  };
});

describe("history locks of the documents a copy reads", () => {
  it("saving a block as a content template locks the source document", async () => {
    const { token, documentId } = await ownerWithDocument(["Menu"]);
    const menu = await idOf(documentId, "Menu");
    await addChild(documentId, menu, "Starter");
    locks.calls = [];
    const saved = await api.saveTemplate(token, menu, { title: "Menu" });
    expect(saved.status).toBe(201);
    expect(locks.calls).toEqual([[documentId]]);
    expect(await outline(saved.body.template.id)).toBe("Menu[Starter]");
  });

  it("inserting a content template locks the template's document with the target's, first", async () => {
    const { token, documentId } = await ownerWithDocument(["Menu", "Intro"]);
    const saved = await api.saveTemplate(token, await idOf(documentId, "Menu"), { title: "Menu" });
    const templateId = saved.body.template.id as string;
    locks.calls = [];
    const inserted = await api.fromTemplate(token, documentId, { templateId, index: 0 });
    expect(inserted.status).toBe(201);
    expect(locks.calls[0]!.sort()).toEqual([documentId, templateId].sort());
    expect(await outline(documentId)).toBe("Menu,Menu,Intro");
  });
});
