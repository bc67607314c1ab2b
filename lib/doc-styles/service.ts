import type { Actor } from "@/lib/auth/actor";
import type { Translator } from "@/lib/i18n/translator";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import { DEFAULT_DOC_STYLE, readDocStyle } from "./defaults";
import { withFontFilesIn } from "./font-files";
import type { NewDocStyleInput } from "./inputs";
import { DOC_STYLE_NAME_MAX, type DocStyleData } from "./schema";
import { storableStyle } from "./storable";
import { docStyleColumns, docStyleSelect, docStyleView, docStyleViewOf } from "./view";

// Doc style use cases (accounts spec §3, §7; issue 10). Authorization is asked by the route handlers
// of lib/auth/policy.ts before these run (requireTeamAdmin, requireDocStyleReader/Editor); these take
// ids known to be the caller's to act on. Deleting a style leaves documents their own copy (styleId
// becomes null by the foreign key) and, when it was the workspace's default, leaves the workspace
// without a default (null, also by the foreign key): picking another one is the admins' choice.


/** "<name> (copy)" in the caller's language, within the name limit: the name is shortened, never the suffix. */
export function copyName(name: string, t: Translator): string {
  const suffixLength = t("docStyles.names.copy", { name: "" }).length;
  return t("docStyles.names.copy", { name: name.slice(0, DOC_STYLE_NAME_MAX - suffixLength).trimEnd() });
}

/** The styles of a workspace, oldest first, and its default. */
export async function listTeamDocStyles(teamId: string) {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { defaultDocStyleId: true, docStyles: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: docStyleColumns } },
  });
  if (!team) throw notFound();
  return { styles: team.docStyles.map((row) => docStyleView(row, team.defaultDocStyleId)), defaultDocStyleId: team.defaultDocStyleId };
}

export async function readDocStyleView(styleId: string) {
  const row = await db.docStyle.findUnique({ where: { id: styleId }, select: docStyleSelect });
  if (!row) throw notFound();
  return docStyleViewOf(row);
}

/** doc-style add: the fields given over the default style, named "New style" (in the caller's language) unless a name is given. */
export async function createDocStyle(teamId: string, input: NewDocStyleInput | undefined, t: Translator) {
  const style: DocStyleData = { ...DEFAULT_DOC_STYLE, name: t("docStyles.names.newStyle"), ...definedFields(input ?? {}) };
  const row = await db.docStyle.create({ data: { teamId, ...(await storableStyle(teamId, style)) }, select: docStyleSelect });
  return docStyleViewOf(row);
}

const definedFields = (input: NewDocStyleInput) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<DocStyleData>;

/** Replaces the style's content (global styles too: the caller is their editor). */
export async function updateDocStyle(styleId: string, style: DocStyleData) {
  const current = await db.docStyle.findUnique({ where: { id: styleId }, select: { teamId: true } });
  if (!current) throw notFound();
  // A global style belongs to no workspace, so it can name no uploaded font file.
  const data = await storableStyle(current.teamId, style);
  const row = await db.docStyle.update({ where: { id: styleId }, data, select: docStyleSelect });
  return docStyleViewOf(row);
}

export async function deleteDocStyle(styleId: string) {
  await db.docStyle.delete({ where: { id: styleId } });
  return { success: true };
}

/** Content of a stored style as a body to write again. */
async function styleContent(styleId: string) {
  const row = await db.docStyle.findUnique({ where: { id: styleId }, select: { ...docStyleColumns } });
  if (!row) throw notFound();
  return { row, data: readDocStyle(row) ?? DEFAULT_DOC_STYLE };
}

/** A copy named "<name> (copy)" in `targetTeamId` (the caller is its admin), font files copied along. */
export async function copyDocStyle(actor: Actor, styleId: string, targetTeamId: string, t: Translator) {
  const { data } = await styleContent(styleId);
  const style = await withFontFilesIn(targetTeamId, actor.user.id, { ...data, name: copyName(data.name, t) });
  const row = await db.docStyle.create({ data: { teamId: targetTeamId, ...(await storableStyle(targetTeamId, style)) }, select: docStyleSelect });
  return docStyleViewOf(row);
}

/** The styles of `ids` the caller may read (global ones, and those of the caller's workspaces), in the order asked. */
export async function bulkDocStyles(actor: Actor, ids: string[]) {
  const rows = await db.docStyle.findMany({
    where: {
      id: { in: [...new Set(ids)] },
      OR: [{ teamId: null }, { team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } }],
    },
    select: docStyleSelect,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const ordered = ids.filter((id) => byId.has(id) && !seen.has(id) && seen.add(id));
  return { styles: ordered.map((id) => docStyleViewOf(byId.get(id)!)) };
}

/**
 * team add-styles: copies of global styles and of styles of the caller's other workspaces, under their
 * own names, all or nothing. An id the caller may not read is 404 (its existence does not leak).
 */
export async function addStylesToTeam(actor: Actor, teamId: string, styleIds: string[]) {
  const unique = [...new Set(styleIds)];
  const readable = await db.docStyle.findMany({
    where: {
      id: { in: unique },
      OR: [{ teamId: null }, { team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } }],
    },
    select: docStyleColumns,
  });
  if (readable.length !== unique.length) throw notFound();
  const byId = new Map(readable.map((row) => [row.id, row]));
  const writes: Prisma.DocStyleUncheckedCreateInput[] = [];
  for (const id of unique) {
    const data = readDocStyle(byId.get(id)!) ?? DEFAULT_DOC_STYLE;
    const style = await withFontFilesIn(teamId, actor.user.id, data);
    writes.push({ teamId, ...(await storableStyle(teamId, style)) });
  }
  const rows = await db.$transaction(writes.map((data) => db.docStyle.create({ data, select: docStyleColumns })));
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { defaultDocStyleId: true } });
  return { styles: rows.map((row) => docStyleView(row, team.defaultDocStyleId)) };
}

const notInWorkspace = () => new AppError("INVALID_INPUT", "docStyleNotInWorkspace", {}, [{ path: "styleId", message: "errors.docStyleNotInWorkspace" }]);

/** The workspace's default style (one of its own), or none. */
export async function setDefaultDocStyle(teamId: string, styleId: string | null) {
  if (styleId !== null && !(await db.docStyle.findFirst({ where: { id: styleId, teamId }, select: { id: true } }))) throw notInWorkspace();
  const team = await db.team.update({ where: { id: teamId }, data: { defaultDocStyleId: styleId }, select: { defaultDocStyleId: true } });
  return { success: true, defaultDocStyleId: team.defaultDocStyleId };
}
