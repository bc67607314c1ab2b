import { describe, expect, it } from "vitest";
import { POST as redo } from "@/app/api/redo/route";
import { POST as undo } from "@/app/api/undo/route";
import { db } from "@/lib/db/client";
import { Prisma, type Segment } from "@/lib/db/generated/client";
import { updateDocumentFields, type DocumentFields } from "@/lib/documents/field-update";
import { lockDocumentHistory } from "@/lib/documents/undo-lock";
import { recordSegmentChange, recordSegmentEdit, segmentSubtree } from "@/lib/documents/undo-segments";
import { createDocument } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

const UNKNOWN_ID = "cknotadocument00000000000";

const callUndo = (token: string | undefined, documentId: string) => callRoute(undo, "POST", "/api/undo", { token, body: { documentId } });
const callRedo = (token: string | undefined, documentId: string) => callRoute(redo, "POST", "/api/redo", { token, body: { documentId } });

/** An owner with a document of three top-level blocks, one of them holding a nested child. */
async function ownerWithDocument() {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId, {}, [
    { segmentType: "heading", content: "Welcome" },
    { segmentType: "text", content: "Our offer", metaData: { align: "left" } },
    { segmentType: "pricing-table", content: { rows: [{ item: "Dinner", price: 40 }] }, metaData: { currency: "EUR" } },
  ]);
  const segments = await db.segment.findMany({ where: { documentId: document.id }, orderBy: { order: "asc" } });
  await db.segment.create({
    data: { documentId: document.id, parentId: segments[2].id, parentIndex: 0, order: 0, segmentType: "row", content: "Dinner", imageList: ["img-1"] },
  });
  return { owner, teamId, documentId: document.id, segments };
}

/**
 * The whole document as undo must bring it back: every column of the document and of each of its
 * segments. Left out: `version` and `updatedAt`, which every write (undo and redo included) moves
 * forward on purpose (optimistic concurrency), and `lastOpenedAt`, which no edit touches.
 */
async function documentState(documentId: string) {
  const { version: _v, updatedAt: _u, lastOpenedAt: _o, ...document } = await db.document.findUniqueOrThrow({ where: { id: documentId } });
  const segments = (await db.segment.findMany({ where: { documentId }, orderBy: { id: "asc" } })).map(({ version: _sv, updatedAt: _su, ...row }) => row);
  return { document, segments };
}

const versions = async (documentId: string) => {
  const document = await db.document.findUniqueOrThrow({ where: { id: documentId }, select: { version: true } });
  const segments = await db.segment.findMany({ where: { documentId }, select: { id: true, version: true } });
  return { document: document.version, segments: new Map(segments.map((s) => [s.id, s.version])) };
};

const setFields = (documentId: string, userId: string, action: string, fields: DocumentFields) => updateDocumentFields({ documentId, userId, action, fields });

/** Ten mixed edits through the lib functions the API uses: document fields and blocks (create with a child, update, delete). */
function tenEdits(documentId: string, userId: string, segments: Segment[]): { action: string; run: () => Promise<unknown> }[] {
  const scope = { documentId, userId };
  let sectionId = "";
  return [
    { action: "rename", run: () => setFields(documentId, userId, "rename", { title: "Summer Gala at the Lake" }) },
    {
      action: "segment-create",
      run: () =>
        db.$transaction((tx) =>
          recordSegmentEdit(tx, { ...scope, action: "segment-create" }, async () => {
            const section = await tx.segment.create({ data: { documentId, segmentType: "section", order: 3, content: "Menu", metaData: { columns: 2 } } });
            sectionId = section.id;
            await tx.segment.create({
              data: { documentId, parentId: section.id, parentIndex: 1, order: 0, segmentType: "image", content: Prisma.DbNull, imageList: ["img-2", "img-3"], miscFileList: ["menu.pdf"], autoSelectOnHover: true },
            });
          }),
        ),
    },
    {
      action: "set-event",
      run: () =>
        setFields(documentId, userId, "set-event", {
          eventStartDate: new Date("2026-07-01T18:00:00.000Z"),
          eventEndDate: new Date("2026-07-02T02:00:00.000Z"),
          eventHasStartDate: true,
          eventUserState: "confirmed",
        }),
    },
    {
      action: "segment-update",
      run: () =>
        db.$transaction(async (tx) => {
          await lockDocumentHistory(tx, documentId);
          const before = await tx.segment.findUniqueOrThrow({ where: { id: segments[2].id } });
          const after = await tx.segment.update({
            where: { id: before.id },
            data: {
              content: { rows: [{ item: "Dinner", price: 45 }, { item: "Wine", price: 12 }] },
              metaData: { currency: "USD", discount: 0.1 },
              rowCurrencies: { 0: "USD", 1: "USD" },
              teamTemplateUserCanEdit: false,
              version: { increment: 1 },
            },
          });
          await recordSegmentChange(tx, { ...scope, action: "segment-update", before: [before], after: [after] });
        }),
    },
    { action: "private-note", run: () => setFields(documentId, userId, "private-note", { privateNote: "Call the florist on Monday" }) },
    { action: "set-paper-size", run: () => setFields(documentId, userId, "set-paper-size", { paperSize: "US_LEGAL" }) },
    { action: "set-page-margins", run: () => setFields(documentId, userId, "set-page-margins", { pageMargins: { top: 20, right: 15, bottom: 20, left: 15 } }) },
    {
      action: "segment-delete",
      run: () =>
        db.$transaction(async (tx) => {
          await lockDocumentHistory(tx, documentId);
          const before = await segmentSubtree(tx, sectionId);
          expect(before).toHaveLength(2); // the section and its nested image
          await tx.segment.delete({ where: { id: sectionId } });
          await recordSegmentChange(tx, { ...scope, action: "segment-delete", before, after: [] });
        }),
    },
    { action: "set-custom-css", run: () => setFields(documentId, userId, "set-custom-css", { customCss: ".cover h1 { letter-spacing: 0.1em; }" }) },
    { action: "set-sidebar-width", run: () => setFields(documentId, userId, "set-sidebar-width", { sidebarWidth: 320 }) },
  ];
}

describe("undo and redo of ten mixed edits", () => {
  it("walks back through every earlier state exactly, then forward again, with 409 at both ends", async () => {
    const { owner, documentId, segments } = await ownerWithDocument();
    const edits = tenEdits(documentId, owner.user.id, segments);
    expect(edits).toHaveLength(10);

    const states = [await documentState(documentId)];
    for (const edit of edits) {
      await edit.run();
      const state = await documentState(documentId);
      expect(state, `${edit.action} changed the document`).not.toEqual(states.at(-1));
      states.push(state);
    }
    expect(await db.undoEntry.count({ where: { documentId, userId: owner.user.id } })).toBe(10);
    // The segment delete removed the section and its child; the create before it had added both.
    expect(states[7].segments).toHaveLength(6);
    expect(states[8].segments).toHaveLength(4);

    for (let step = 10; step >= 1; step--) {
      const previous = await versions(documentId);
      const answer = await callUndo(owner.token, documentId);
      expect(answer.status, `undo of ${edits[step - 1].action}`).toBe(200);
      expect(answer.body).toEqual({ success: true, action: edits[step - 1].action, canUndo: step > 1, canRedo: true });
      expect(await documentState(documentId), `state after undoing edit ${step}`).toEqual(states[step - 1]);
      // Versions only move forward, so a client holding a row from before the undo gets a conflict.
      const now = await versions(documentId);
      expect(now.document).toBeGreaterThanOrEqual(previous.document);
      for (const [id, version] of now.segments) expect(version).toBeGreaterThanOrEqual(previous.segments.get(id) ?? 0);
    }
    const nothingToUndo = await callUndo(owner.token, documentId);
    expect(nothingToUndo.status).toBe(409);
    expect(nothingToUndo.body.error).toEqual({ code: "CONFLICT", message: "There is nothing to undo." });
    expect(await documentState(documentId)).toEqual(states[0]);

    for (let step = 1; step <= 10; step++) {
      const answer = await callRedo(owner.token, documentId);
      expect(answer.status, `redo of ${edits[step - 1].action}`).toBe(200);
      expect(answer.body).toEqual({ success: true, action: edits[step - 1].action, canUndo: true, canRedo: step < 10 });
      expect(await documentState(documentId), `state after redoing edit ${step}`).toEqual(states[step]);
    }
    const nothingToRedo = await callRedo(owner.token, documentId);
    expect(nothingToRedo.status).toBe(409);
    expect(nothingToRedo.body.error).toEqual({ code: "CONFLICT", message: "There is nothing to redo." });
    expect(await documentState(documentId)).toEqual(states[10]);
  });

  it("answers the conflicts in the caller's language", async () => {
    const { owner, documentId } = await ownerWithDocument();
    const german = await callRoute(undo, "POST", "/api/undo", { token: owner.token, body: { documentId }, headers: { "accept-language": "de" } });
    expect(german.status).toBe(409);
    expect(german.body.error.message).toBe("Es gibt nichts rückgängig zu machen.");
    const turkish = await callRoute(redo, "POST", "/api/redo", { token: owner.token, body: { documentId }, headers: { "accept-language": "tr" } });
    expect(turkish.status).toBe(409);
    expect(turkish.body.error.message).toBe("Yinelenecek bir değişiklik yok.");
  });
});

describe("undo history", () => {
  it("drops the redo branch when a new edit follows undos", async () => {
    const { owner, documentId } = await ownerWithDocument();
    const userId = owner.user.id;
    await setFields(documentId, userId, "rename", { title: "First" });
    await setFields(documentId, userId, "private-note", { privateNote: "Second" });
    await setFields(documentId, userId, "set-sidebar-width", { sidebarWidth: 280 });

    expect((await callUndo(owner.token, documentId)).body.action).toBe("set-sidebar-width");
    expect((await callUndo(owner.token, documentId)).body).toEqual({ success: true, action: "private-note", canUndo: true, canRedo: true });

    await setFields(documentId, userId, "set-custom-css", { customCss: "body { color: navy; }" });
    const entries = await db.undoEntry.findMany({ where: { documentId, userId }, orderBy: { seq: "asc" } });
    expect(entries.map((e) => [e.action, e.undone])).toEqual([
      ["rename", false],
      ["set-custom-css", false],
    ]);
    expect((await callRedo(owner.token, documentId)).status).toBe(409);

    expect((await callUndo(owner.token, documentId)).body).toEqual({ success: true, action: "set-custom-css", canUndo: true, canRedo: true });
    expect((await callUndo(owner.token, documentId)).body).toEqual({ success: true, action: "rename", canUndo: false, canRedo: true });
    const row = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(row).toMatchObject({ customCss: null, privateNote: null, sidebarWidth: null });
    expect(row.title).not.toBe("First");
  });

  it("keeps each user's history apart: the owner's undo never touches another user's entries", async () => {
    const { owner, teamId, documentId } = await ownerWithDocument();
    const colleague = await createUser();
    await addMember(teamId, colleague.user.id);
    await setFields(documentId, owner.user.id, "rename", { title: "Owner's title" });
    // An entry of another user on the same document (e.g. recorded while they owned it).
    await setFields(documentId, colleague.user.id, "private-note", { privateNote: "Colleague's note" });

    expect((await callUndo(owner.token, documentId)).body).toEqual({ success: true, action: "rename", canUndo: false, canRedo: true });
    const row = await db.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(row.privateNote).toBe("Colleague's note");
    expect(await db.undoEntry.findMany({ where: { documentId, userId: colleague.user.id }, select: { action: true, undone: true } })).toEqual([
      { action: "private-note", undone: false },
    ]);
    expect((await callUndo(owner.token, documentId)).status).toBe(409);
  });

  it("undoes a block move with its sibling renumbering, recorded by diffing the document's blocks", async () => {
    const { owner, documentId, segments } = await ownerWithDocument();
    const before = await documentState(documentId);
    await db.$transaction((tx) =>
      recordSegmentEdit(tx, { documentId, userId: owner.user.id, action: "segment-move" }, async () => {
        // Move the heading to the end: the others move up one place.
        await tx.segment.update({ where: { id: segments[0].id }, data: { order: 2 } });
        await tx.segment.update({ where: { id: segments[1].id }, data: { order: 0 } });
        await tx.segment.update({ where: { id: segments[2].id }, data: { order: 1 } });
      }),
    );
    const entry = await db.undoEntry.findFirstOrThrow({ where: { documentId } });
    expect((entry.before as { id: string }[]).map((i) => i.id).sort()).toEqual(segments.map((s) => s.id).sort()); // the child did not change
    const after = await documentState(documentId);

    expect((await callUndo(owner.token, documentId)).status).toBe(200);
    expect(await documentState(documentId)).toEqual(before);
    expect((await callRedo(owner.token, documentId)).status).toBe(200);
    expect(await documentState(documentId)).toEqual(after);
  });

  it("records nothing for an edit that changes no block", async () => {
    const { owner, documentId } = await ownerWithDocument();
    await db.$transaction((tx) => recordSegmentEdit(tx, { documentId, userId: owner.user.id, action: "segment-update" }, async () => undefined));
    expect(await db.undoEntry.count({ where: { documentId } })).toBe(0);
  });

  it("refuses with 409, and drops the stale history, when a block an entry names is gone", async () => {
    const { owner, documentId, segments } = await ownerWithDocument();
    const userId = owner.user.id;
    await setFields(documentId, userId, "rename", { title: "Before the block edit" });
    const child = await db.segment.findFirstOrThrow({ where: { parentId: segments[2].id } });
    await db.$transaction(async (tx) => {
      await lockDocumentHistory(tx, documentId);
      const after = await tx.segment.update({ where: { id: child.id }, data: { content: "Dinner for two" } });
      await recordSegmentChange(tx, { documentId, userId, action: "segment-update", before: [child], after: [after] });
    });
    // The parent is removed outside this user's history (its child goes with it by cascade).
    await db.segment.delete({ where: { id: segments[2].id } });
    const title = (await db.document.findUniqueOrThrow({ where: { id: documentId } })).title;

    const refused = await callUndo(owner.token, documentId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("This change can no longer be undone because the document has changed since.");
    expect(await db.segment.findUnique({ where: { id: child.id } })).toBeNull();
    expect((await db.document.findUniqueOrThrow({ where: { id: documentId } })).title).toBe(title);
    expect(await db.undoEntry.count({ where: { documentId, userId } })).toBe(0);
    expect((await callUndo(owner.token, documentId)).body.error.message).toBe("There is nothing to undo.");
  });

  it("applies one entry per call when two undos arrive at once", async () => {
    const { owner, documentId } = await ownerWithDocument();
    const userId = owner.user.id;
    const states = [await documentState(documentId)];
    for (const [action, fields] of [
      ["rename", { title: "One" }],
      ["private-note", { privateNote: "Two" }],
      ["set-sidebar-width", { sidebarWidth: 300 }],
    ] as const) {
      await setFields(documentId, userId, action, fields);
      states.push(await documentState(documentId));
    }

    const answers = await Promise.all([callUndo(owner.token, documentId), callUndo(owner.token, documentId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.action).sort()).toEqual(["private-note", "set-sidebar-width"]);
    expect(await documentState(documentId)).toEqual(states[1]);
    const entries = await db.undoEntry.findMany({ where: { documentId, userId }, orderBy: { seq: "asc" }, select: { action: true, undone: true } });
    expect(entries).toEqual([
      { action: "rename", undone: false },
      { action: "private-note", undone: true },
      { action: "set-sidebar-width", undone: true },
    ]);

    const redos = await Promise.all([callRedo(owner.token, documentId), callRedo(owner.token, documentId)]);
    expect(redos.map((a) => a.status)).toEqual([200, 200]);
    expect(redos.map((a) => a.body.action).sort()).toEqual(["private-note", "set-sidebar-width"]);
    expect(await documentState(documentId)).toEqual(states[3]);
  });
});

describe("undo and redo: who may call them", () => {
  it("lets only the owner undo and redo: member 403, outsider and unknown document 404, no session 401, bad id 400", async () => {
    const { owner, teamId, documentId } = await ownerWithDocument();
    const member = await createUser();
    await addMember(teamId, member.user.id);
    const admin = await createUser();
    await addMember(teamId, admin.user.id, "ADMIN");
    const outsider = await createUser();
    await setFields(documentId, owner.user.id, "rename", { title: "Owner only" });
    await callUndo(owner.token, documentId);

    for (const call of [callUndo, callRedo]) {
      const asMember = await call(member.token, documentId);
      expect(asMember.status).toBe(403);
      expect(asMember.body.error.code).toBe("FORBIDDEN");
      expect((await call(admin.token, documentId)).status).toBe(403);
      expect((await call(outsider.token, documentId)).status).toBe(404);
      expect((await call(owner.token, UNKNOWN_ID)).status).toBe(404);
      const anonymous = await call(undefined, documentId);
      expect(anonymous.status).toBe(401);
      const malformed = await call(owner.token, "not an id!");
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["documentId"]);
      expect((await callRoute(call === callUndo ? undo : redo, "POST", "/api/x", { token: owner.token, body: {} })).status).toBe(400);
    }
    // Nothing the refused calls did changed the owner's history: the undone rename is still there to redo.
    expect(await db.undoEntry.findMany({ where: { documentId }, select: { action: true, undone: true } })).toEqual([{ action: "rename", undone: true }]);
    expect((await callRedo(owner.token, documentId)).body).toEqual({ success: true, action: "rename", canUndo: true, canRedo: false });
    expect((await db.document.findUniqueOrThrow({ where: { id: documentId } })).title).toBe("Owner only");
  });
});
