import { describe, expect, it } from "vitest";
import { POST as cloneRoute } from "@/app/api/document/[id]/clone/route";
import { GET as readRoute } from "@/app/api/document/[id]/route";
import { POST as titleRoute } from "@/app/api/document/[id]/title/route";
import { POST as createRoute } from "@/app/api/team/[id]/document/route";
import { db } from "@/lib/db/client";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// Document names are at most 120 characters wherever one is given (rename, create), refused with a
// 400 naming the field in the caller's language; names stored before the limit stay whole when read.

async function owner() {
  const { user, token } = await createUser();
  const teamId = await firstTeamOf(user.id);
  const doc = await createDocument(user.id, teamId, { title: "Garden party" });
  return { user, token, teamId, doc };
}

const rename = (id: string, token: string, title: unknown, language = "en") =>
  callRoute(titleRoute, "POST", `/api/document/${id}/title`, { token, params: { id }, body: { title }, headers: { "accept-language": language } });

describe("document names are at most 120 characters", () => {
  it("is the limit the forms and the server share", () => {
    expect(DOCUMENT_TITLE_MAX).toBe(120);
  });

  it("refuses a rename of 121 characters in the caller's language and changes nothing", async () => {
    const { token, doc } = await owner();
    const refused = await rename(doc.id, token, "x".repeat(121));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: "title", message: "Must be at most 120 characters." }]);
    const german = await rename(doc.id, token, "x".repeat(121), "de");
    expect(german.status).toBe(400);
    expect(german.body.error.fields).toEqual([{ path: "title", message: "Bitte höchstens 120 Zeichen eingeben." }]);
    const stored = await db.document.findUniqueOrThrow({ where: { id: doc.id }, select: { title: true, version: true } });
    expect(stored).toEqual({ title: "Garden party", version: doc.version });
    expect(await db.undoEntry.count({ where: { documentId: doc.id } })).toBe(0);
  });

  it("takes exactly 120 characters, counted after trimming", async () => {
    const { token, doc } = await owner();
    const title = "Wedding of Anna and Marco on the lake, ".repeat(4).slice(0, 119) + "!";
    expect(title).toHaveLength(120);
    const renamed = await rename(doc.id, token, `  ${title}  `);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ success: true, title });
    expect((await db.document.findUniqueOrThrow({ where: { id: doc.id } })).title).toBe(title);
  });

  it("refuses a new document named with 121 characters and creates one named with 120", async () => {
    const { token, teamId } = await owner();
    const create = (title: string) => callRoute(createRoute, "POST", `/api/team/${teamId}/document`, { token, params: { id: teamId }, body: { title } });
    const before = await db.document.count({ where: { teamId } });
    const refused = await create("y".repeat(121));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ path: "title", message: "Must be at most 120 characters." }]);
    expect(await db.document.count({ where: { teamId } })).toBe(before);
    const created = await create("y".repeat(120));
    expect(created.status).toBe(201);
    expect(created.body.title).toBe("y".repeat(120));
  });

  it("reads a longer name stored before the limit whole, and fits it to the limit in a copy", async () => {
    const { user, token, teamId } = await owner();
    const legacy = await createDocument(user.id, teamId, { title: "z".repeat(200) });
    const read = await callRoute(readRoute, "GET", `/api/document/${legacy.id}`, { token, params: { id: legacy.id } });
    expect(read.status).toBe(200);
    expect(read.body.title).toBe("z".repeat(200));
    const copy = await callRoute(cloneRoute, "POST", `/api/document/${legacy.id}/clone`, { token, params: { id: legacy.id } });
    expect(copy.status).toBe(201);
    expect(copy.body.title).toHaveLength(DOCUMENT_TITLE_MAX);
  });
});
