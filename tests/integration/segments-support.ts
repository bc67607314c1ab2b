// Shared by the block API tests (segments*.test.ts): route calls with real Requests, and readers of
// the rows as stored.
import { POST as createFixedRoute } from "@/app/api/document/[id]/fixed-block/route";
import { POST as fromTemplateRoute } from "@/app/api/document/[id]/segment/from-template/route";
import { POST as createRoute } from "@/app/api/document/[id]/segment/route";
import { DELETE as removeFixedRoute, POST as updateFixedRoute } from "@/app/api/fixed-block/[id]/route";
import { POST as cloneRoute } from "@/app/api/segment/[id]/clone/route";
import { POST as saveTemplateRoute } from "@/app/api/segment/[id]/content-template/route";
import { POST as moveRoute } from "@/app/api/segment/[id]/move/route";
import { DELETE as removeRoute, GET as readRoute, POST as updateRoute } from "@/app/api/segment/[id]/route";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

type Token = string | undefined;

const onDocument = (handler: Parameters<typeof callRoute>[0], path: string) => (token: Token, documentId: string, body: unknown) =>
  callRoute(handler, "POST", `/api/document/${documentId}/${path}`, { token, params: { id: documentId }, body });

const onBlock = (handler: Parameters<typeof callRoute>[0], method: string, path: (id: string) => string) => (token: Token, id: string, body?: unknown) =>
  callRoute(handler, method, path(id), { token, params: { id }, body });

export const api = {
  create: onDocument(createRoute, "segment"),
  fromTemplate: onDocument(fromTemplateRoute, "segment/from-template"),
  createFixed: onDocument(createFixedRoute, "fixed-block"),
  read: onBlock(readRoute, "GET", (id) => `/api/segment/${id}`),
  update: onBlock(updateRoute, "POST", (id) => `/api/segment/${id}`),
  remove: onBlock(removeRoute, "DELETE", (id) => `/api/segment/${id}`),
  clone: onBlock(cloneRoute, "POST", (id) => `/api/segment/${id}/clone`),
  move: onBlock(moveRoute, "POST", (id) => `/api/segment/${id}/move`),
  saveTemplate: onBlock(saveTemplateRoute, "POST", (id) => `/api/segment/${id}/content-template`),
  updateFixed: onBlock(updateFixedRoute, "POST", (id) => `/api/fixed-block/${id}`),
  removeFixed: onBlock(removeFixedRoute, "DELETE", (id) => `/api/fixed-block/${id}`),
};

/** An owner (with a trial plan) and a document of top-level headings with these texts. */
export async function ownerWithDocument(headings: string[] = [], overrides: Partial<Prisma.DocumentUncheckedCreateInput> = {}) {
  const owner = await createUser();
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId, overrides, headings.map((content) => ({ segmentType: "heading", content, metaData: { level: 1 } })));
  return { owner, token: owner.token, teamId, documentId: document.id };
}

/** The id of the heading with this text. */
export async function idOf(documentId: string, content: string) {
  const row = await db.segment.findFirstOrThrow({ where: { documentId, content: { equals: content } }, select: { id: true } });
  return row.id;
}

/**
 * The flow as text: siblings by order, children in brackets, e.g. "A,B[B1,B2],C". Throws when the
 * orders of some siblings are not exactly 0..n-1 (every structural change keeps them dense).
 */
export async function outline(documentId: string): Promise<string> {
  const rows = await db.segment.findMany({ where: { documentId, isFixedBlock: false }, select: { id: true, parentId: true, order: true, content: true } });
  const children = (parentId: string | null) => rows.filter((row) => row.parentId === parentId).sort((a, b) => a.order - b.order);
  const walk = (parentId: string | null): string => {
    const list = children(parentId);
    list.forEach((row, index) => {
      if (row.order !== index) throw new Error(`orders under ${parentId ?? "top"} are not dense: ${list.map((r) => r.order).join(",")}`);
    });
    return list.map((row) => `${String(row.content)}${children(row.id).length ? `[${walk(row.id)}]` : ""}`).join(",");
  };
  return walk(null);
}

/** Every block's version, by its text. */
export async function versions(documentId: string) {
  const rows = await db.segment.findMany({ where: { documentId }, select: { content: true, version: true } });
  return Object.fromEntries(rows.map((row) => [String(row.content), row.version]));
}

/** Nests heading `content` under `parentId` directly in the database (setting up deep trees quickly). */
export async function addChild(documentId: string, parentId: string | null, content: string, order = 0) {
  const row = await db.segment.create({ data: { documentId, parentId, order, segmentType: "heading", content, metaData: { level: 1 } } });
  return row.id;
}
