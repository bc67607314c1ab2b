import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as createDocument } from "@/app/api/team/[id]/document/route";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { createDocument as documentFactory } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

async function designTemplateWithImage() {
  const operator = await createUser();
  const teamId = await firstTeamOf(operator.user.id);
  const form = new FormData();
  form.append("file", new Blob([await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c9a227" } }).png().toBuffer()]), "gold.png");
  const { body } = await callRoute(upload, "POST", "/x", { token: operator.token, params: { id: teamId }, form });
  const doc = await documentFactory(operator.user.id, teamId, { title: "Golden invoice", type: "invoice" }, [
    { segmentType: "heading", content: "Invoice" },
    { segmentType: "image", content: "", metaData: { align: "center" } },
  ]);
  const [, imageBlock] = await db.segment.findMany({ where: { documentId: doc.id }, orderBy: { order: "asc" } });
  await db.segment.update({ where: { id: imageBlock.id }, data: { imageList: [body.attachmentId] } });
  await db.segment.create({ data: { documentId: doc.id, parentId: imageBlock.id, order: 0, segmentType: "paragraph", content: "Caption" } });
  const design = await db.designTemplate.create({
    data: { docId: doc.id, title: "Golden invoice", lang: "en", sectors: ["Weddings-10"], group: "sales_and_promotion", product: "invoice" },
  });
  return { design, doc, mediaId: body.attachmentId as string };
}

describe("creating a document from a design template", () => {
  it("copies the design document, its block tree and its images into the caller's workspace", async () => {
    const { design, doc, mediaId } = await designTemplateWithImage();
    const planner = await createUser();
    const teamId = await firstTeamOf(planner.user.id);

    const result = await callRoute(createDocument, "POST", "/x", { token: planner.token, params: { id: teamId }, body: { fromDesignTemplateId: design.id } });
    expect(result.status).toBe(201);
    const created = await db.document.findUniqueOrThrow({ where: { id: result.body.id }, include: { segments: { orderBy: { order: "asc" } } } });
    expect(created).toMatchObject({ teamId, ownerId: planner.user.id, title: "Golden invoice", type: "invoice", templateType: "DOCUMENT", fromDesignTemplateId: design.id });
    expect(created.segments.map((s) => s.segmentType).sort()).toEqual(["heading", "image", "paragraph"]);
    const image = created.segments.find((s) => s.segmentType === "image")!;
    const caption = created.segments.find((s) => s.segmentType === "paragraph")!;
    expect(caption.parentId).toBe(image.id);
    // The image now belongs to the planner's workspace: a copy, not a reference into the operator's.
    expect(image.imageList).toHaveLength(1);
    expect(image.imageList[0]).not.toBe(mediaId);
    expect((await db.media.findUniqueOrThrow({ where: { id: image.imageList[0] } })).teamId).toBe(teamId);
    // The design document itself is untouched.
    expect(await db.segment.count({ where: { documentId: doc.id } })).toBe(3);
  });

  it("answers 404 for an unknown design template or a workspace that is not the caller's, and 400 for a malformed id", async () => {
    const { design } = await designTemplateWithImage();
    const planner = await createUser();
    const stranger = await createUser();
    const teamId = await firstTeamOf(planner.user.id);
    const unknown = await callRoute(createDocument, "POST", "/x", { token: planner.token, params: { id: teamId }, body: { fromDesignTemplateId: "cmaaaaaaaaaaaaaaaaaaaaaaa" } });
    expect(unknown.status).toBe(404);
    const foreign = await callRoute(createDocument, "POST", "/x", { token: stranger.token, params: { id: teamId }, body: { fromDesignTemplateId: design.id } });
    expect(foreign.status).toBe(404);
    const malformed = await callRoute(createDocument, "POST", "/x", { token: planner.token, params: { id: teamId }, body: { fromDesignTemplateId: "../x" } });
    expect(malformed.status).toBe(400);
    expect(await db.document.count({ where: { teamId } })).toBe(0);
  });
});

describe("saving a document as one's own template", () => {
  it("is refused for a document made from a team template, which stays bound to the template's rules", async () => {
    const { POST: saveAsTemplate } = await import("@/app/api/document/[id]/save-as-template/route");
    const owner = await createUser();
    const teamId = await firstTeamOf(owner.user.id);
    const bound = await documentFactory(owner.user.id, teamId, { templateType: "DOCUMENT_FROM_TEAM_TEMPLATE" });
    const refused = await callRoute(saveAsTemplate, "POST", "/x", { token: owner.token, params: { id: bound.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Documents made from a team template follow its rules and cannot be saved as your own template.");
    const plain = await documentFactory(owner.user.id, teamId);
    expect((await callRoute(saveAsTemplate, "POST", "/x", { token: owner.token, params: { id: plain.id } })).status).toBe(201);
    expect(await db.document.count({ where: { teamId, templateType: "TEMPLATE" } })).toBe(1);
  });
});
