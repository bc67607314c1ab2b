import { describe, expect, it, vi } from "vitest";
import { GET as listIndex } from "@/app/api/documents/route";
import { POST as setEventRoute } from "@/app/api/document/[id]/set-event/route";
import { POST as setPrivateNoteRoute } from "@/app/api/document/[id]/set-private-note/route";
import { POST as titleRoute } from "@/app/api/document/[id]/title/route";
import { GET as readRoute } from "@/app/api/document/[id]/route";
import { GET as usernameAvailable } from "@/app/api/is-username-available/[name]/route";
import { POST as updateProfile } from "@/app/api/profile/route";
import { POST as createRoute } from "@/app/api/team/[id]/document/route";
import { GET as teamDocuments } from "@/app/api/team/[id]/documents/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { POST as uploadPhoto } from "@/app/api/user/[id]/profile-photo/route";
import { POST as userEvents } from "@/app/api/user-events/route";
import { db } from "@/lib/db/client";
import { listDocuments, listOptions } from "@/lib/documents/list";
import { errorResponse } from "@/lib/http/respond";
import { nulPaths, searchParamsWithoutNul } from "@/lib/http/validation";
import { translatorFor } from "@/lib/i18n/translator";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// PostgreSQL refuses U+0000 in text (22021) and in JSON (22P05). Every way in answers 400 naming the
// field, and nothing is written.

const NUL = "\u0000";
const MESSAGE = "Text may not contain a NUL character.";

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

/** The answer is a 400 naming exactly these fields, each with the NUL message. */
function expectRefused(result: { status: number; body: ErrorBody }, paths: string[]) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.body.error.code).toBe("INVALID_INPUT");
  expect(result.body.error.fields?.map((field) => field.path)).toEqual(paths);
  for (const field of result.body.error.fields ?? []) expect(field.message).toBe(MESSAGE);
}

async function ownerWithDocument() {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const doc = await createDocument(owner.user.id, teamId, { privateNote: "note", eventUserState: "confirmed" });
  return { owner, teamId, doc };
}

/** What a refused change must leave alone: the row (version and updatedAt included) and its undo history. */
async function stateOf(documentId: string) {
  const row = await db.document.findUniqueOrThrow({
    where: { id: documentId },
    select: { title: true, privateNote: true, eventUserState: true, version: true, updatedAt: true },
  });
  return { row, undo: await db.undoEntry.count({ where: { documentId } }) };
}

const post = (handler: Parameters<typeof callRoute>[0], id: string, token: string, body: unknown, headers?: Record<string, string>) =>
  callRoute<ErrorBody>(handler, "POST", `/api/document/${id}`, { token, params: { id }, body, headers });

describe("NUL characters in input", () => {
  it("finds every string holding U+0000 in objects, arrays and keys, without recursion", () => {
    expect(nulPaths({ a: "ok", b: `x${NUL}`, c: [1, "ok", { d: NUL }], [`k${NUL}`]: "ok", e: null, f: true })).toEqual([
      ["b"],
      ["c", 2, "d"],
      ["k\\u0000"],
    ]);
    expect(nulPaths(NUL)).toEqual([[]]);
    expect(nulPaths({ a: "fine", b: ["also fine"], c: 3 })).toEqual([]);
    // Deep nesting (a 1 MB JSON body can nest very deep) neither overflows the stack nor takes quadratic time.
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulPaths(deep)).toEqual([Array(200_000).fill(0)]);
    // At most 20 fields are named.
    expect(nulPaths(Array(50).fill(NUL))).toHaveLength(20);
  });

  it("refuses a title, private note or event userState holding U+0000 (400 naming the field), and changes nothing", async () => {
    const { owner, doc } = await ownerWithDocument();
    const before = await stateOf(doc.id);

    expectRefused(await post(titleRoute, doc.id, owner.token, { title: `Summer${NUL}gala` }), ["title"]);
    expectRefused(await post(setPrivateNoteRoute, doc.id, owner.token, { note: `call${NUL}` }), ["note"]);
    expectRefused(await post(setEventRoute, doc.id, owner.token, { userState: NUL }), ["userState"]);
    // Together with an ordinary problem: both fields are named, the NUL one with its own message.
    const both = await post(setEventRoute, doc.id, owner.token, { userState: `a${NUL}`, startDate: "not a date" });
    expect(both.status).toBe(400);
    expect(both.body.error.fields?.map((field) => field.path).sort()).toEqual(["startDate", "userState"]);
    expect(both.body.error.fields?.find((field) => field.path === "userState")?.message).toBe(MESSAGE);

    expect(await stateOf(doc.id)).toEqual(before);
    // A clean request still works.
    expect((await post(titleRoute, doc.id, owner.token, { title: "Summer gala" })).status).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const { owner, doc } = await ownerWithDocument();
    const result = await post(titleRoute, doc.id, owner.token, { title: NUL }, { "accept-language": "de" });
    expect(result.status).toBe(400);
    expect(result.body.error.fields).toEqual([{ path: "title", message: "Der Text darf kein NUL-Zeichen enthalten." }]);
  });

  it("refuses U+0000 anywhere in a JSON body, in nested strings and keys alike, and creates nothing", async () => {
    const { owner, teamId } = await ownerWithDocument();
    const count = () => db.document.count({ where: { teamId } });
    const before = await count();
    const create = (body: unknown) => callRoute<ErrorBody>(createRoute, "POST", "/x", { token: owner.token, params: { id: teamId }, body });

    expectRefused(await create({ title: `Gala${NUL}` }), ["title"]);
    expectRefused(await create({ title: "Gala", project: NUL }), ["project"]);
    // Strings the schema would ignore or strip are refused too: the raw input is walked.
    expectRefused(await create({ title: "Gala", extra: [{ deep: ["ok", `x${NUL}`] }] }), ["extra.0.deep.1"]);
    expectRefused(await create({ title: "Gala", [`ti${NUL}tle`]: "x" }), ["ti\\u0000tle"]);
    // The JSON escape reaches the parser as the character itself.
    const escaped = await callRoute<ErrorBody>(createRoute, "POST", "/x", { token: owner.token, params: { id: teamId }, body: '{"title":"a\\u0000b"}' });
    expectRefused(escaped, ["title"]);

    expect(await count()).toBe(before);
  });

  it("refuses a search term holding U+0000 (GET /api/documents?search=%00) and a user-event term, and records nothing", async () => {
    const { owner, teamId } = await ownerWithDocument();
    expectRefused(await callRoute<ErrorBody>(listIndex, "GET", "/api/documents?search=%00", { token: owner.token }), ["query.search"]);
    expectRefused(await callRoute<ErrorBody>(listIndex, "GET", "/api/documents", { token: owner.token, query: { search: `gala${NUL}` } }), ["query.search"]);
    expectRefused(await callRoute<ErrorBody>(teamDocuments, "GET", "/x?search=%00", { token: owner.token, params: { id: teamId } }), ["query.search"]);

    const events = () => db.userEvent.count({ where: { userId: owner.user.id } });
    const before = await events();
    const result = await callRoute<ErrorBody>(userEvents, "POST", "/api/user-events", { token: owner.token, body: { name: "document-search", data: { term: `gala${NUL}` } } });
    expectRefused(result, ["data.term"]);
    expect(await events()).toBe(before);
  });

  it("refuses route params holding U+0000", async () => {
    const { owner } = await ownerWithDocument();
    expectRefused(await callRoute<ErrorBody>(usernameAvailable, "GET", "/x", { params: { name: `ada${NUL}` } }), ["params.name"]);
    expectRefused(await callRoute<ErrorBody>(readRoute, "GET", "/x", { token: owner.token, params: { id: NUL } }), ["params.id"]);
  });

  it("refuses multipart text fields and file names holding U+0000 (profile, media library, profile photo), and changes nothing", async () => {
    const { owner, teamId } = await ownerWithDocument();
    const form = (fields: Record<string, string | File>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return data;
    };

    const profile = await callRoute<ErrorBody>(updateProfile, "POST", "/api/profile", {
      token: owner.token,
      form: form({ firstname: `Ada${NUL}`, lastname: "Byron", language: "en" }),
    });
    expectRefused(profile, ["firstname"]);
    // The JSON form of the same route.
    const profileJson = await callRoute<ErrorBody>(updateProfile, "POST", "/api/profile", {
      token: owner.token,
      body: { firstname: "Ada", lastname: `By${NUL}ron`, language: "en" },
    });
    expectRefused(profileJson, ["lastname"]);
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { firstname: true, lastname: true } })).toEqual({ firstname: "Ada", lastname: "Lovelace" });

    // The media route reads albumId straight from the form; file names reach the database too.
    const media = () => db.media.count({ where: { teamId } });
    const before = await media();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "photo.png", { type: "image/png" });
    expectRefused(await callRoute<ErrorBody>(uploadMedia, "POST", "/x", { token: owner.token, params: { id: teamId }, form: form({ file: png, albumId: NUL }) }), ["albumId"]);
    const named = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `photo${NUL}.png`, { type: "image/png" });
    // The library upload streams its body (busboy), which refuses a part header holding U+0000 as malformed: the whole body.
    const streamed = await callRoute<ErrorBody>(uploadMedia, "POST", "/x", { token: owner.token, params: { id: teamId }, form: form({ file: named }) });
    expect([streamed.status, streamed.body.error.fields?.map((field) => field.path)]).toEqual([400, ["(body)"]]);
    expectRefused(await callRoute<ErrorBody>(uploadPhoto, "POST", "/x", { token: owner.token, params: { id: owner.user.id }, form: form({ file: named }) }), ["file"]);
    expect(await media()).toBe(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { imageId: true } })).imageId).toBeNull();
  });

  it("lists documents for a page's search term holding U+0000 as if the character were not there (/documents and /archive ?q=%00)", async () => {
    const { owner, doc } = await ownerWithDocument();
    await db.document.update({ where: { id: doc.id }, data: { title: "Garden gala" } });

    // What the pages hand the index: the address's params without the character.
    expect(searchParamsWithoutNul({ q: NUL, view: ["a", `b${NUL}`], team: undefined })).toEqual({ q: "", view: ["a", "b"], team: undefined });

    // The list function the pages call, given the raw term, does not fail either.
    const all = await listDocuments(owner.user.id, null, listOptions({ search: NUL }));
    expect(all.items.map((item) => item.id)).toContain(doc.id);
    const found = await listDocuments(owner.user.id, null, listOptions({ search: `gar${NUL}den` }));
    expect(found.items.map((item) => item.id)).toEqual([doc.id]);
    const archived = await listDocuments(owner.user.id, null, listOptions({ archived: true, search: NUL }));
    expect(archived.items).toEqual([]);
  });

  it("answers 400, not 500, when the database itself refuses the character (22021 in text, 22P05 in JSON)", async () => {
    const { doc } = await ownerWithDocument();
    const t = translatorFor("en");
    const refusals = [
      db.document.update({ where: { id: doc.id }, data: { title: `a${NUL}b` } }),
      db.document.update({ where: { id: doc.id }, data: { header: { text: `a${NUL}b` } } }),
      db.document.findMany({ where: { title: { contains: NUL } } }),
    ];
    for (const refusal of refusals) {
      const error = await refusal.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      const response = errorResponse(error, t);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "INVALID_INPUT", message: MESSAGE } });
    }
    // A bare driver error carries the code itself.
    expect(errorResponse(Object.assign(new Error("invalid byte sequence"), { code: "22021" }), t).status).toBe(400);
    // Other database errors stay 500 (and are logged).
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const other = errorResponse(Object.assign(new Error("division by zero"), { code: "22012" }), t);
    expect(other.status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
