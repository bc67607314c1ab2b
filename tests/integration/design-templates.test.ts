import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as readDesignDocument } from "@/app/api/document/schablone/[schabloneId]/route";
import { POST as createDefinition } from "@/app/api/schablone-definition/route";
import { DELETE as deleteDefinition, GET as readDefinition, POST as updateDefinition } from "@/app/api/schablone-definition/[id]/route";
import { GET as listDefinitions } from "@/app/api/schablone-definitions/route";
import { POST as createDocument } from "@/app/api/team/[id]/document/route";
import { db } from "@/lib/db/client";
import { loadStarterTemplates } from "@/lib/design-templates/starter";
import { emailSchema, usernameSchema } from "@/lib/accounts/schemas";
import { STUDIO_USERNAME } from "@/lib/design-templates/studio";
import { getObject } from "@/lib/storage";
import { createDocument as documentFactory } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

const FIXTURE = path.resolve("tests/fixtures/design-templates");
const MISSING_ID = "cmaaaaaaaaaaaaaaaaaaaaaaa";
const quiet = { info: () => {}, error: () => {} };

/**
 * A copy of the fixture starter set in a temporary folder, its document folders renamed uniquely:
 * the loader remembers entries by `file`, and each test wants entries of its own.
 */
function starterCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eventdocs-starter-"));
  cpSync(FIXTURE, dir, { recursive: true });
  const garden = unique("garden");
  const menu = unique("menu");
  renameSync(path.join(dir, "documents/garden"), path.join(dir, `documents/${garden}`));
  renameSync(path.join(dir, "documents/menu"), path.join(dir, `documents/${menu}`));
  const file = path.join(dir, "starter.json");
  const starter = JSON.parse(readFileSync(file, "utf8"));
  starter.definitions[0].file = `documents/${garden}/document.json`;
  starter.definitions[1].file = `documents/${menu}/document.json`;
  const write = (value: unknown) => writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  write(starter);
  return { dir, file, starter, write, files: starter.definitions.map((d: { file: string }) => d.file) as string[] };
}

async function superAdmin() {
  return createUser({ superAdmin: true });
}

/** A live document in the super admin's workspace, and a valid definition body pointing to it. */
async function designBody(ownerId: string, overrides: Record<string, unknown> = {}) {
  const teamId = await firstTeamOf(ownerId);
  const doc = await documentFactory(ownerId, teamId, { title: "Design" }, [{ segmentType: "heading", content: "Hello" }]);
  return {
    doc,
    body: {
      docId: doc.id,
      title: unique("Design "),
      lang: "en",
      sectors: ["Weddings-90", "Venue-30"],
      group: "sales-and-promotion",
      product: "proposal",
      sortOrder: 3,
      thumb: "/design-templates/a.webp",
      thumbnailLandscape: null,
      ...overrides,
    },
  };
}

describe("schablone definitions: writing (super admins only)", () => {
  it("creates, updates and deletes a definition, and refuses a missing or deleted document naming docId", async () => {
    const admin = await superAdmin();
    const { body, doc } = await designBody(admin.user.id);

    const created = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body.definition).toMatchObject({ docId: doc.id, title: body.title, sectors: ["Weddings-90", "Venue-30"], group: "sales-and-promotion", product: "proposal", file: null });
    const id = created.body.definition.id;
    expect(created.body.definition._id).toBe(id);
    expect(await db.designTemplate.findUniqueOrThrow({ where: { id } })).toMatchObject({ group: "sales_and_promotion", sortOrder: 3, thumb: "/design-templates/a.webp" });

    const updated = await callRoute(updateDefinition, "POST", "/x", { token: admin.token, params: { id }, body: { ...body, title: "Renamed", group: "project-and-event-management", product: "invitation" } });
    expect(updated.status).toBe(200);
    expect(updated.body.definition).toMatchObject({ title: "Renamed", group: "project-and-event-management", product: "invitation" });

    const missing = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body: { ...body, docId: MISSING_ID } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([{ path: "docId", message: "No document has this id." }]);
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date() } });
    const binned = await callRoute(updateDefinition, "POST", "/x", { token: admin.token, params: { id }, body });
    expect(binned.status).toBe(400);
    expect(binned.body.error.fields[0].path).toBe("docId");
    expect((await db.designTemplate.findUniqueOrThrow({ where: { id } })).title).toBe("Renamed");

    const removed = await callRoute(deleteDefinition, "DELETE", "/x", { token: admin.token, params: { id } });
    expect(removed.status).toBe(200);
    expect(await db.designTemplate.count({ where: { id } })).toBe(0);
    expect(await db.document.count({ where: { id: doc.id } })).toBe(1);
    expect((await callRoute(deleteDefinition, "DELETE", "/x", { token: admin.token, params: { id } })).status).toBe(404);
    expect((await callRoute(updateDefinition, "POST", "/x", { token: admin.token, params: { id }, body: { ...body, docId: (await designBody(admin.user.id)).doc.id } })).status).toBe(404);
  });

  it("validates each field and answers in the caller's language", async () => {
    const admin = await superAdmin();
    const { body } = await designBody(admin.user.id);
    const bad = await callRoute(createDefinition, "POST", "/x", {
      token: admin.token,
      body: { ...body, lang: "fr", sectors: ["Weddings-101", "Bakery-10", "Venue-x"], group: "sales", product: "letter", sortOrder: 1.5, thumb: "https://evil.test/x.png", thumbnailLandscape: "//evil.test/x.png", title: " " },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.fields.map((f: { path: string }) => f.path);
    for (const field of ["lang", "sectors.0", "sectors.1", "sectors.2", "group", "product", "sortOrder", "thumb", "thumbnailLandscape", "title"]) expect(paths).toContain(field);
    expect(bad.body.error.fields.find((f: { path: string }) => f.path === "sectors.0").message).toContain("Weddings-90");

    const twice = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body: { ...body, sectors: ["Weddings-10", "Weddings-20"] } });
    expect(twice.body.error.fields).toEqual([{ path: "sectors", message: "Give each sector only once." }]);
    const unknownKey = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body: { ...body, file: "documents/x/document.json" } });
    expect(unknownKey.status).toBe(400);
    const dotted = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body: { ...body, thumb: "/design-templates/../secret" } });
    expect(dotted.body.error.fields[0].path).toBe("thumb");
    const turkish = await callRoute(createDefinition, "POST", "/x", { token: admin.token, body: { ...body, docId: MISSING_ID }, headers: { "accept-language": "tr" } });
    expect(turkish.body.error.fields[0].message).toBe("Bu kimliğe sahip bir belge yok.");
    const malformed = await callRoute(readDefinition, "GET", "/x", { params: { id: "not an id" } });
    expect(malformed.status).toBe(400);
    expect(await db.designTemplate.count({ where: { title: body.title } })).toBe(0);
  });

  it("answers 401 without a session and 403 to users who are not super admins (a flag alone is not enough)", async () => {
    const admin = await superAdmin();
    const { body } = await designBody(admin.user.id);
    const existing = await db.designTemplate.create({ data: { docId: body.docId, title: "Keep", lang: "en", group: "sales_and_promotion", product: "proposal" } });
    const planner = await createUser();
    const flagOnly = await createUser();
    await db.user.update({ where: { id: flagOnly.user.id }, data: { isSuperAdmin: true, roles: [] } });

    expect((await callRoute(createDefinition, "POST", "/x", { body })).status).toBe(401);
    expect((await callRoute(updateDefinition, "POST", "/x", { params: { id: existing.id }, body })).status).toBe(401);
    expect((await callRoute(deleteDefinition, "DELETE", "/x", { params: { id: existing.id } })).status).toBe(401);
    for (const caller of [planner, flagOnly]) {
      expect((await callRoute(createDefinition, "POST", "/x", { token: caller.token, body })).status).toBe(403);
      expect((await callRoute(updateDefinition, "POST", "/x", { token: caller.token, params: { id: existing.id }, body })).status).toBe(403);
      expect((await callRoute(deleteDefinition, "DELETE", "/x", { token: caller.token, params: { id: existing.id } })).status).toBe(403);
    }
    expect(await db.designTemplate.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({ title: "Keep" });
  });
});

describe("schablone definitions: reading (public)", () => {
  it("lists and reads definitions without a session, filtered by product and group, ranked by language and sector", async () => {
    const admin = await superAdmin();
    const product = "plain";
    const made: { id: string; docId: string }[] = [];
    for (const [title, lang, sectors, sortOrder] of [
      ["Alpha", "en", ["Venue-80"], 1],
      ["Beta", "en", ["Weddings-95"], 9],
      ["Gamma", "tr", ["Weddings-100"], 0],
    ] as const) {
      const { body } = await designBody(admin.user.id, { title: unique(title), lang, sectors, sortOrder, product, group: "project-and-event-management" });
      made.push((await callRoute(createDefinition, "POST", "/x", { token: admin.token, body })).body.definition);
    }
    const mine = (list: { id: string }[]) => list.filter((d) => made.some((m) => m.id === d.id)).map((d) => made.findIndex((m) => m.id === d.id));

    const weddings = await callRoute(listDefinitions, "GET", "/x", { query: { product, lang: "en", sector: "Weddings" } });
    expect(weddings.status).toBe(200);
    expect(mine(weddings.body.definitions)).toEqual([1, 0]);
    const venue = await callRoute(listDefinitions, "GET", "/x", { query: { product, lang: "en", sector: "Venue" } });
    expect(mine(venue.body.definitions)).toEqual([0, 1]);
    const turkish = await callRoute(listDefinitions, "GET", "/x", { query: { product, lang: "tr" } });
    expect(mine(turkish.body.definitions)).toEqual([2]);
    const otherGroup = await callRoute(listDefinitions, "GET", "/x", { query: { product, group: "sales-and-promotion" } });
    expect(mine(otherGroup.body.definitions)).toEqual([]);
    const badQuery = await callRoute(listDefinitions, "GET", "/x", { query: { product: "letter", sector: "Bakery" } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(["query.product", "query.sector"]);

    const one = await callRoute(readDefinition, "GET", "/x", { params: { id: made[0].id } });
    expect(one.status).toBe(200);
    expect(one.body.definition).toEqual(made[0]);
    expect((await callRoute(readDefinition, "GET", "/x", { params: { id: MISSING_ID } })).status).toBe(404);

    // A definition whose document is in the bin is not offered.
    await db.document.update({ where: { id: made[0].docId }, data: { deletedAt: new Date() } });
    expect((await callRoute(readDefinition, "GET", "/x", { params: { id: made[0].id } })).status).toBe(404);
    const after = await callRoute(listDefinitions, "GET", "/x", { query: { product, lang: "en" } });
    expect(mine(after.body.definitions)).toEqual([1]);
  });

  it("answers the design document with its blocks and style, without private data, to anyone", async () => {
    const admin = await superAdmin();
    const { body, doc } = await designBody(admin.user.id);
    await db.document.update({ where: { id: doc.id }, data: { privateNote: "secret note", styleData: { name: "Classic" }, customCss: "p { color: red; }" } });
    const { definition } = (await callRoute(createDefinition, "POST", "/x", { token: admin.token, body })).body;

    const answer = await callRoute(readDesignDocument, "GET", "/x", { params: { schabloneId: definition.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.schablone).toEqual(definition);
    expect(answer.body.document).toMatchObject({ id: doc.id, title: "Design", styleData: { name: "Classic" }, customCss: "p { color: red; }", paperSize: "A4", numberingStyle: "off" });
    expect(answer.body.document.segments).toHaveLength(1);
    expect(answer.body.document.segments[0]).toMatchObject({ segmentType: "heading", content: "Hello", docId: doc.id, parent: null });
    const text = JSON.stringify(answer.body);
    for (const secret of ["secret note", admin.user.email, '"owner"', '"privateNote"', '"team"', '"event"']) expect(text).not.toContain(secret);

    expect((await callRoute(readDesignDocument, "GET", "/x", { params: { schabloneId: MISSING_ID } })).status).toBe(404);
    expect((await callRoute(readDesignDocument, "GET", "/x", { params: { schabloneId: "x" } })).status).toBe(400);
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date() } });
    expect((await callRoute(readDesignDocument, "GET", "/x", { params: { schabloneId: definition.id } })).status).toBe(404);
  });
});

describe("the starter set", () => {
  it("loads each entry once into the studio workspace, with its images, and adds new entries later", async () => {
    const starter = starterCopy();
    const first = await loadStarterTemplates({ file: starter.file, log: quiet });
    expect(first).toEqual({ added: starter.files, problem: null });

    const studio = await db.user.findUniqueOrThrow({ where: { username: STUDIO_USERNAME }, include: { memberships: true } });
    expect(studio.disabled).toBe(true);
    // Registration refuses the studio's username and e-mail, so nobody can sign up as the studio first.
    expect(usernameSchema.safeParse(STUDIO_USERNAME).success).toBe(false);
    expect(emailSchema.safeParse(studio.email).success).toBe(false);
    const studioTeam = studio.memberships[0].teamId;
    const definitions = await db.designTemplate.findMany({ where: { file: { in: starter.files } }, include: { doc: { include: { segments: true } } }, orderBy: { sortOrder: "asc" } });
    expect(definitions.map((d) => [d.title, d.lang, d.product, d.group, d.sectors, d.thumb])).toEqual([
      ["Garden wedding", "en", "proposal", "customized_presentation_and_offer", ["Weddings-100", "Venue-40"], "/design-templates/garden.webp"],
      ["Düğün davetiyesi", "tr", "invitation", "sales_and_promotion", ["Weddings-90"], null],
    ]);
    const garden = definitions[0].doc;
    expect(garden).toMatchObject({ teamId: studioTeam, ownerId: studio.id, templateType: "DOCUMENT", title: "Garden wedding proposal" });
    expect(garden.styleData).toMatchObject({ name: "Garden" });
    const image = garden.segments.find((s) => s.segmentType === "image")!;
    const media = await db.media.findUniqueOrThrow({ where: { id: image.imageList[0] } });
    expect(media.teamId).toBe(studioTeam);
    expect(image.content).toBe(media.id);
    expect(await getObject(media.storageKey)).toEqual(readFileSync(path.join(FIXTURE, "media/m1.png")));

    // A second start adds nothing, not even after a definition was deleted.
    await db.designTemplate.delete({ where: { id: definitions[1].id } });
    expect(await loadStarterTemplates({ file: starter.file, log: quiet })).toEqual({ added: [], problem: null });
    expect(await db.designTemplate.count({ where: { file: { in: starter.files } } })).toBe(1);

    // A new entry in the file is added.
    const extra = unique("extra");
    cpSync(path.join(starter.dir, starter.files[1]).replace("/document.json", ""), path.join(starter.dir, `documents/${extra}`), { recursive: true });
    starter.write({ ...starter.starter, definitions: [...starter.starter.definitions, { ...starter.starter.definitions[1], file: `documents/${extra}/document.json`, title: "Yeni" }] });
    expect((await loadStarterTemplates({ file: starter.file, log: quiet })).added).toEqual([`documents/${extra}/document.json`]);
    expect(await db.user.count({ where: { username: STUDIO_USERNAME } })).toBe(1);
  });

  it("is safe when two processes load at once", async () => {
    const starter = starterCopy();
    const [a, b] = await Promise.all([loadStarterTemplates({ file: starter.file, log: quiet }), loadStarterTemplates({ file: starter.file, log: quiet })]);
    expect([...a.added, ...b.added].sort()).toEqual([...starter.files].sort());
    expect(await db.designTemplate.count({ where: { file: { in: starter.files } } })).toBe(2);
  });

  it("logs a broken file clearly, loads nothing and does not throw", async () => {
    const cases: ((s: ReturnType<typeof starterCopy>) => void)[] = [
      (s) => s.write("{ not json"),
      (s) => s.write({ ...s.starter, format: "something-else" }),
      (s) => s.write({ ...s.starter, definitions: [{ ...s.starter.definitions[0], sectors: ["Weddings-300"] }, s.starter.definitions[1]] }),
      (s) => s.write({ ...s.starter, definitions: [...s.starter.definitions, { ...s.starter.definitions[0], file: "documents/nowhere/document.json" }] }),
      (s) => writeFileSync(path.join(s.dir, "media/m1.png"), "not the image media.json describes"),
      (s) => writeFileSync(path.join(s.dir, s.files[1]), JSON.stringify({ title: "half a document" })),
    ];
    for (const breakIt of cases) {
      const starter = starterCopy();
      breakIt(starter);
      const errors: string[] = [];
      const result = await loadStarterTemplates({ file: starter.file, log: { info: () => {}, error: (message: string) => errors.push(message) } });
      expect(result.added).toEqual([]);
      expect(result.problem).toBeTruthy();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(starter.file);
      expect(await db.designTemplate.count({ where: { file: { in: starter.files } } })).toBe(0);
      expect(await db.designTemplateLoad.count({ where: { file: { in: starter.files } } })).toBe(0);
    }
    const missing = await loadStarterTemplates({ file: "/nonexistent/starter.json", log: quiet });
    expect(missing).toEqual({ added: [], problem: expect.stringContaining("DESIGN_TEMPLATES_FILE") });
  });

  it("a document made from a loaded template in a user's workspace has its blocks, style and images", async () => {
    const starter = starterCopy();
    await loadStarterTemplates({ file: starter.file, log: quiet });
    const design = await db.designTemplate.findUniqueOrThrow({ where: { file: starter.files[0] } });
    const schablone = await callRoute(readDesignDocument, "GET", "/x", { params: { schabloneId: design.id } });
    expect(schablone.body.document.segments.map((s: { segmentType: string }) => s.segmentType)).toEqual(["heading", "image", "paragraph"]);

    const planner = await createUser();
    const teamId = await firstTeamOf(planner.user.id);
    const made = await callRoute(createDocument, "POST", "/x", { token: planner.token, params: { id: teamId }, body: { fromDesignTemplateId: design.id } });
    expect(made.status).toBe(201);
    const copy = await db.document.findUniqueOrThrow({ where: { id: made.body.id }, include: { segments: { orderBy: { order: "asc" } } } });
    expect(copy).toMatchObject({ teamId, ownerId: planner.user.id, type: "proposal", fromDesignTemplateId: design.id, title: "Garden wedding proposal" });
    expect(copy.styleData).toMatchObject({ name: "Garden", colors: { accent1: "#7a8c5b" } });
    expect(copy.segments.map((s) => s.segmentType)).toEqual(["heading", "image", "paragraph"]);
    const image = copy.segments[1];
    const media = await db.media.findUniqueOrThrow({ where: { id: image.imageList[0] } });
    expect(media.teamId).toBe(teamId);
    expect(image.content).toBe(media.id);
    expect(await getObject(media.storageKey)).toEqual(readFileSync(path.join(FIXTURE, "media/m1.png")));

    // The invitation template makes an invitation.
    const invitation = await db.designTemplate.findUniqueOrThrow({ where: { file: starter.files[1] } });
    const madeInvitation = await callRoute(createDocument, "POST", "/x", { token: planner.token, params: { id: teamId }, body: { fromDesignTemplateId: invitation.id } });
    expect((await db.document.findUniqueOrThrow({ where: { id: madeInvitation.body.id } })).type).toBe("invitation");
  });
});

describe("POST /api/dev/super-admin (local setups only)", () => {
  const restore = (key: "DEV_TOOLS" | "DATABASE_URL", value: string | undefined) => (value === undefined ? delete process.env[key] : (process.env[key] = value));

  it("makes the caller a super admin and back on the embedded database; 401 without a session; 404 on a PostgreSQL server, even with DEV_TOOLS", async () => {
    const { POST: setSuperAdmin } = await import("@/app/api/dev/super-admin/route");
    const saved = { tools: process.env.DEV_TOOLS, url: process.env.DATABASE_URL };
    const planner = await createUser();
    const { body: definitionBody } = await designBody(planner.user.id);
    try {
      // The database client is made already: the route reads the variables only to decide whether it exists.
      delete process.env.DATABASE_URL;
      process.env.DEV_TOOLS = "1";
      expect((await callRoute(createDefinition, "POST", "/x", { token: planner.token, body: definitionBody })).status).toBe(403);
      const on = await callRoute(setSuperAdmin, "POST", "/x", { token: planner.token, body: { superAdmin: true } });
      expect(on.body).toEqual({ superAdmin: true });
      expect((await callRoute(createDefinition, "POST", "/x", { token: planner.token, body: definitionBody })).status).toBe(201);
      const off = await callRoute(setSuperAdmin, "POST", "/x", { token: planner.token, body: { superAdmin: false } });
      expect(off.body).toEqual({ superAdmin: false });
      expect(await db.user.findUniqueOrThrow({ where: { id: planner.user.id } })).toMatchObject({ isSuperAdmin: false, roles: [] });
      expect((await callRoute(setSuperAdmin, "POST", "/x", { body: { superAdmin: true } })).status).toBe(401);
      expect((await callRoute(setSuperAdmin, "POST", "/x", { token: planner.token, body: { superAdmin: "yes" } })).status).toBe(400);

      process.env.DATABASE_URL = "postgresql://deployment.example/app";
      expect((await callRoute(setSuperAdmin, "POST", "/x", { token: planner.token, body: { superAdmin: true } })).status).toBe(404);
      delete process.env.DEV_TOOLS;
      expect((await callRoute(setSuperAdmin, "POST", "/x", { token: planner.token, body: { superAdmin: true } })).status).toBe(404);
    } finally {
      restore("DEV_TOOLS", saved.tools);
      restore("DATABASE_URL", saved.url);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: planner.user.id } })).isSuperAdmin).toBe(false);
  });
});
