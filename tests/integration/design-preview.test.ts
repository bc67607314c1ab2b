import { randomInt } from "node:crypto";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as previewRoute from "@/app/design-preview/[schabloneId]/[docId]/route";
import { GET as mediaMaxWidth } from "@/app/api/media/[id]/max-width/[w]/route";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { POST as register } from "@/app/api/register/route";
import { db } from "@/lib/db/client";
import { forgetPreviewDesigns } from "@/lib/design-preview/design";
import { createDocument as documentFactory } from "../factories/documents";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";

// The public design preview (/design-preview/{schabloneId}/{docId}), its "Use this design" form, the
// media rule that lets anonymous visitors load a design's images, and registration with a design.

async function uploadImage(token: string, teamId: string, color: string) {
  const form = new FormData();
  form.append("file", new Blob([await sharp({ create: { width: 80, height: 50, channels: 3, background: color } }).png().toBuffer()]), "photo.png");
  const { body } = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form });
  return body.attachmentId as string;
}

/** A design template whose document has a heading, a paragraph and an image, in a studio workspace. */
async function createDesign(title = "Golden proposal") {
  const studio = await createUser();
  const teamId = await firstTeamOf(studio.user.id);
  const mediaId = await uploadImage(studio.token, teamId, "#c9a227");
  const otherMediaId = await uploadImage(studio.token, teamId, "#3355aa");
  const doc = await documentFactory(studio.user.id, teamId, { title, type: "proposal" }, [
    { segmentType: "heading", content: "A wedding to remember" },
    { segmentType: "paragraph", content: "<p>Dinner under the olive trees</p>" },
    { segmentType: "image", content: "", metaData: { align: "center" } },
  ]);
  const image = await db.segment.findFirstOrThrow({ where: { documentId: doc.id, segmentType: "image" } });
  await db.segment.update({ where: { id: image.id }, data: { content: mediaId } });
  const design = await db.designTemplate.create({
    data: { docId: doc.id, title, lang: "en", sectors: ["Weddings-90"], group: "sales_and_promotion", product: "proposal" },
  });
  return { design, doc, mediaId, otherMediaId, studioTeamId: teamId };
}

interface Call {
  token?: string;
  cookie?: string;
  query?: Record<string, string>;
}

async function preview(schabloneId: string, docId: string, options: Call = {}) {
  const result = await callRoute(previewPage, "GET", `/design-preview/${schabloneId}/${docId}`, { ...options, params: { schabloneId, docId } });
  return { ...result, html: result.body as string };
}

const use = (schabloneId: string, docId: string, options: Call = {}) =>
  callRoute(useDesign, "POST", `/design-preview/${schabloneId}/${docId}`, { ...options, params: { schabloneId, docId } });

const image = (mediaId: string, query: Record<string, string>, token?: string) =>
  callRoute(mediaMaxWidth, "GET", `/api/media/${mediaId}/max-width/800`, { params: { id: mediaId, w: "800" }, query, token });

// The HTML route handler's context names its params; callRoute passes them all the same.
type Handler = Parameters<typeof callRoute>[0];
const previewPage = previewRoute.GET as unknown as Handler;
const useDesign = previewRoute.POST as unknown as Handler;

const UNKNOWN_ID = "cmaaaaaaaaaaaaaaaaaaaaaaa";

beforeEach(() => forgetPreviewDesigns());

describe("the design preview page", () => {
  it("shows anyone the design document's title and blocks, the way back to the gallery and the form, cached publicly for a short while", async () => {
    const { design, doc, mediaId } = await createDesign();
    const page = await preview(design.id, doc.id);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("public, max-age=60");
    expect(page.html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(page.html).toContain("<title>Golden proposal</title>");
    expect(page.html).toContain("A wedding to remember");
    expect(page.html).toContain("Dinner under the olive trees");
    expect(page.html).toContain('href="/proposal-designs"');
    expect(page.html).toContain(`action="/design-preview/${design.id}/${doc.id}" method="post"`);
    expect(page.html).toContain("Use this design");
    // Images load through the public design rule, never through the studio's own session.
    expect(page.html).toContain(`/api/media/${mediaId}/max-width/1600?design=${design.id}`);
    // No inline script: only the share view's own files.
    for (const match of page.html.matchAll(/<script\b([^>]*)>/g)) expect(match[1]).toMatch(/src="\/shared-assets\//);
  });

  it("speaks the visitor's language", async () => {
    const { design, doc } = await createDesign();
    const page = await callRoute(previewPage, "GET", "/x", { params: { schabloneId: design.id, docId: doc.id }, headers: { "accept-language": "de" } });
    expect(page.body).toContain("Dieses Design verwenden");
    expect(page.body).toContain('lang="de"');
  });

  it("answers the 404 page for an unknown or malformed design, a document that is not the design's, and a design document in the bin", async () => {
    const { design, doc } = await createDesign();
    const other = await createDesign("Silver proposal");
    for (const [schabloneId, docId] of [
      [UNKNOWN_ID, doc.id],
      ["../../etc", doc.id],
      [design.id, other.doc.id],
      [design.id, UNKNOWN_ID],
    ]) {
      const page = await preview(schabloneId, docId);
      expect(page.status).toBe(404);
      expect(page.html).toContain("This design is not available");
      expect(page.html).not.toContain("A wedding to remember");
    }
    await db.document.update({ where: { id: doc.id }, data: { deletedAt: new Date() } });
    forgetPreviewDesigns();
    expect((await preview(design.id, doc.id)).status).toBe(404);
  });
});

describe("use this design", () => {
  it("sends an anonymous visitor to registration with the design", async () => {
    const { design, doc } = await createDesign();
    const answer = await use(design.id, doc.id);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/auth/register?design=${design.id}`);
  });

  it("creates the document in the signed-in user's current workspace and opens it", async () => {
    const { design, doc } = await createDesign();
    const planner = await createUser();
    const first = await firstTeamOf(planner.user.id);
    const answer = await use(design.id, doc.id, { token: planner.token });
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location")!;
    expect(location).toMatch(/^\/document\/[a-z0-9]+$/);
    const created = await db.document.findUniqueOrThrow({ where: { id: location.split("/")[2] }, include: { segments: true } });
    expect(created).toMatchObject({ teamId: first, ownerId: planner.user.id, title: "Golden proposal", fromDesignTemplateId: design.id });
    expect(created.segments.map((segment) => segment.segmentType).sort()).toEqual(["heading", "image", "paragraph"]);

    // The workspace the shell is in (its cookie) is where the next one goes.
    const other = await createUser();
    const second = await firstTeamOf(other.user.id);
    await addMember(second, planner.user.id, "MEMBER");
    const again = await use(design.id, doc.id, { token: planner.token, cookie: `workspace=${second}` });
    const inSecond = await db.document.findUniqueOrThrow({ where: { id: again.headers.get("location")!.split("/")[2] } });
    expect(inSecond.teamId).toBe(second);
  });

  it("creates nothing for a design the address does not name", async () => {
    const { design } = await createDesign();
    const other = await createDesign("Silver proposal");
    const planner = await createUser();
    const answer = await use(design.id, other.doc.id, { token: planner.token });
    expect(answer.status).toBe(404);
    expect(await db.document.count({ where: { ownerId: planner.user.id } })).toBe(0);
  });
});

describe("a design's media", () => {
  it("are served to anyone with ?design= when the design's document lists them, publicly cached", async () => {
    const { design, mediaId } = await createDesign();
    const served = await image(mediaId, { design: design.id });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("are 404 when the design does not list them, the design is unknown or another design's, and 401 without a design", async () => {
    const { design, mediaId, otherMediaId } = await createDesign();
    const other = await createDesign("Silver proposal");
    expect((await image(otherMediaId, { design: design.id })).status).toBe(404);
    expect((await image(mediaId, { design: UNKNOWN_ID })).status).toBe(404);
    expect((await image(mediaId, { design: "not an id" })).status).toBe(404);
    expect((await image(mediaId, { design: other.design.id })).status).toBe(404);
    expect((await image(mediaId, {})).status).toBe(401);
    // A stranger's session gives nothing more.
    const stranger = await createUser();
    expect((await image(otherMediaId, { design: design.id }, stranger.token)).status).toBe(404);
  });
});

describe("registration from a design", () => {
  const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  function registration(overrides: Record<string, unknown> = {}) {
    const username = unique("dsg");
    return { username, email: `${username}@example.test`, password: "a-long-enough-password", firstname: "Grace", lastname: "Hopper", language: "en", ...overrides };
  }
  const signUp = (body: Record<string, unknown>) => callRoute(register, "POST", "/api/register", { body, headers: { "x-forwarded-for": newAddress() } });

  it("creates the account, its workspace and a document from the design, and opens it", async () => {
    const { design } = await createDesign();
    const input = registration({ designTemplateId: design.id });
    const created = await signUp(input);
    expect(created.status).toBe(201);
    expect(created.body.redirect).toMatch(/^\/document\/[a-z0-9]+$/);
    const user = await db.user.findUniqueOrThrow({ where: { username: input.username } });
    const document = await db.document.findUniqueOrThrow({ where: { id: created.body.redirect.split("/")[2] }, include: { segments: true } });
    expect(document).toMatchObject({ ownerId: user.id, teamId: await firstTeamOf(user.id), title: "Golden proposal", fromDesignTemplateId: design.id });
    expect(document.segments).toHaveLength(3);
  });

  it("still creates the account for a design that no longer exists, and goes on as usual", async () => {
    const input = registration({ designTemplateId: UNKNOWN_ID });
    const created = await signUp(input);
    expect(created.status).toBe(201);
    expect(created.body.redirect).toBe("/welcome");
    const user = await db.user.findUniqueOrThrow({ where: { username: input.username } });
    expect(await db.document.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("refuses a malformed design id, naming the field, and creates nothing", async () => {
    const input = registration({ designTemplateId: "../x" });
    const refused = await signUp(input);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("designTemplateId");
    expect(await db.user.count({ where: { username: input.username } })).toBe(0);
  });
});
