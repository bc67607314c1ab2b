import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import { createTeamWithMembers } from "../factories/teams";
import { unique } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";

// Shared by the doc-styles*.test.ts files: a workspace with an admin, a MEMBER and an outsider, and
// the workspace's own "Classic" style (every workspace has one from its first day).

export const UNKNOWN_ID = "clx0000000000000000000000";

type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

export const call = (handler: Handler, method: string, params: Record<string, string>, token: string | undefined, body?: unknown, extra: CallOptions = {}) =>
  callRoute(handler, method, "/x", { params, token, body, ...extra });

export const fieldPaths = (body: { error: { fields?: { path: string }[] } }) => (body.error.fields ?? []).map((f) => f.path).sort();

/** A complete style body: the default with a few changes. */
export function styleBody(overrides: Partial<DocStyleData> = {}): DocStyleData {
  return structuredClone({ ...DEFAULT_DOC_STYLE, name: "Summer gala", ...overrides });
}

export async function styleSetup() {
  const people = await createTeamWithMembers();
  const team = await db.team.findUniqueOrThrow({ where: { id: people.teamId }, select: { defaultDocStyleId: true } });
  return { ...people, classicId: team.defaultDocStyleId! };
}

/** A row of the style as stored, for "nothing changed" checks. */
export const storedStyle = (id: string) => db.docStyle.findUnique({ where: { id }, select: { name: true, fonts: true, colors: true, others: true, uploadedFonts: true, customCSS: true, updatedAt: true } });

/** A global (built-in) style, as the starter set would ship it. */
export const createGlobalStyle = (name = "Built-in") =>
  db.docStyle.create({ data: { teamId: null, name, fonts: DEFAULT_DOC_STYLE.fonts, colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#0f766e" }, others: DEFAULT_DOC_STYLE.others } });

/** A misc file row of the workspace (its bytes are not needed for a style to name it). */
export const createFontFile = (teamId: string, userId: string) =>
  db.miscFile.create({ data: { teamId, sourceFileName: "Brand.woff2", mimeType: "font/woff2", sizeBytes: 1n, checksum: "x", storageKey: `misc-files/${teamId}/${unique("font")}/file`, uploadedById: userId } });
