import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { requireWorkspaceAllowance } from "@/lib/plans/allowances";
import { db } from "@/lib/db/client";
import { createClassicStyle } from "@/lib/doc-styles/classic";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import { DEFAULT_LOCALE, isLocale, numberFormatFor } from "@/lib/i18n/locales";
import { deleteLeftoverFiles, documentLeftovers, dropUnreferencedContents } from "@/lib/documents/leftovers";
import { deleteStoredFiles } from "@/lib/media/media-files";
import { normalizeTeamName, teamNameKey } from "./names";
import { isSeparator, normalizeNumberFormat, type Separator } from "./number-format";
import type { CreateTeamInput, TeamSurveyInput, UpdateTeamInput } from "./schemas";
import { teamView, teamViewSelect } from "./team-view";

// Workspace use cases (issue 3). Authorization is asked by the route handlers of lib/auth/policy
// before these run; these take ids that are known to be the caller's to act on.

const nameEmpty = () => new AppError("INVALID_INPUT", "workspaceNameEmpty", {}, [{ path: "name", message: "errors.workspaceNameEmpty" }]);
const nameTaken = () => new AppError("CONFLICT", "workspaceNameTaken", {}, [{ path: "name", message: "errors.workspaceNameTaken" }]);

/** Trims a typed name; an empty one is refused with the spec's message. */
export function requireTeamName(typed: string): { name: string; nameKey: string } {
  const name = normalizeTeamName(typed);
  if (!name) throw nameEmpty();
  return { name, nameKey: teamNameKey(name) };
}

const asSeparator = (value: string, fallback: Separator): Separator => (isSeparator(value) ? value : fallback);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === "P2002";

/** Is this name free? Answers the trimmed name and nothing about the workspace that holds it. */
export async function findTeamName(typed: string): Promise<{ name: string; available: boolean }> {
  const { name, nameKey } = requireTeamName(typed);
  const taken = await db.team.findUnique({ where: { nameKey }, select: { id: true } });
  return { name, available: !taken };
}

/** A new workspace with the creator as its ADMIN and the "Classic" style as its default; its number format follows the creator's language. */
export async function createTeam(actor: Actor, input: CreateTeamInput) {
  const { name, nameKey } = requireTeamName(input.name);
  if (await db.team.findUnique({ where: { nameKey }, select: { id: true } })) throw nameTaken();
  const locale = isLocale(actor.user.language) ? actor.user.language : DEFAULT_LOCALE;
  try {
    const team = await db.$transaction(async (tx) => {
      await requireWorkspaceAllowance(tx, actor.user.id);
      const created = await tx.team.create({
        data: {
          name,
          nameKey,
          ...numberFormatFor(locale),
          defaultCurrency: input.defaultCurrency ?? "EUR",
          primarySector: input.primarySector ?? null,
          signupSurvey: {},
          createdById: actor.user.id,
        },
        select: { id: true },
      });
      await tx.member.create({ data: { teamId: created.id, userId: actor.user.id, role: "ADMIN", acceptedAt: new Date() } });
      await createClassicStyle(tx, created.id, locale);
      return tx.team.findUniqueOrThrow({ where: { id: created.id }, select: teamViewSelect });
    });
    return teamView(team, true);
  } catch (error) {
    // Two creations racing for one name: the loser hears what it would have heard a moment later.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The workspace as its member sees it, or null when the caller is not a member (or it does not exist). */
export async function loadTeamFor(userId: string, teamId: string) {
  const membership = await findMembership(userId, teamId);
  if (!membership) return null;
  const team = await db.team.findUnique({ where: { id: teamId }, select: teamViewSelect });
  return team ? teamView(team, membership.role === "ADMIN") : null;
}

export async function readTeam(teamId: string, isTeamAdmin: boolean) {
  const team = await db.team.findUnique({ where: { id: teamId }, select: teamViewSelect });
  if (!team) throw notFound();
  return teamView(team, isTeamAdmin);
}

/** Media ids of this workspace (not deleted), in the order given, without repeats; anything else is a 400. */
async function requireOwnMedia(teamId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.media.findMany({ where: { teamId, deleted: false, id: { in: unique } }, select: { id: true } });
  if (found.length !== unique.length) {
    throw new AppError("INVALID_INPUT", "mediaNotInWorkspace", {}, [{ path: "imageList", message: "errors.mediaNotInWorkspace" }]);
  }
  return unique;
}

/** A partial update: fields left out keep their value. */
export async function updateTeam(teamId: string, input: UpdateTeamInput, isTeamAdmin = true) {
  const current = await db.team.findUnique({ where: { id: teamId }, select: { nameKey: true, decimalSeparator: true, groupSeparator: true } });
  if (!current) throw notFound();
  const data: Prisma.TeamUpdateInput = {};

  if (input.name !== undefined) {
    const { name, nameKey } = requireTeamName(input.name);
    if (nameKey !== current.nameKey && (await db.team.findUnique({ where: { nameKey }, select: { id: true } }))) throw nameTaken();
    data.name = name;
    data.nameKey = nameKey;
  }
  if (input.numberFormat) {
    const format = normalizeNumberFormat({
      decimalSeparator: input.numberFormat.decimalSeparator ?? asSeparator(current.decimalSeparator, "."),
      groupSeparator: input.numberFormat.groupSeparator ?? asSeparator(current.groupSeparator, ","),
    });
    data.decimalSeparator = format.decimalSeparator;
    data.groupSeparator = format.groupSeparator;
  }
  if (input.defaultCurrency !== undefined) data.defaultCurrency = input.defaultCurrency;
  if (input.primarySector !== undefined) data.primarySector = input.primarySector;
  if (input.instagram !== undefined) data.instagram = input.instagram;
  if (input.canShareByEmail !== undefined) data.canShareByEmail = input.canShareByEmail;
  if (input.imageList !== undefined) data.imageList = await requireOwnMedia(teamId, input.imageList);

  try {
    const team = await db.team.update({ where: { id: teamId }, data, select: teamViewSelect });
    return teamView(team, isTeamAdmin);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The signup survey's answers; fields left out keep their answer. */
export async function updateTeamSurvey(teamId: string, input: TeamSurveyInput) {
  const current = await db.team.findUnique({ where: { id: teamId }, select: { signupSurvey: true } });
  if (!current) throw notFound();
  const previous = current.signupSurvey && typeof current.signupSurvey === "object" && !Array.isArray(current.signupSurvey) ? current.signupSurvey : {};
  const survey: Prisma.InputJsonObject = {
    ...(previous as Prisma.InputJsonObject),
    ...(input.primarySector !== undefined ? { primarySector: input.primarySector } : {}),
    ...(input.otherSectors !== undefined ? { otherSectors: input.otherSectors } : {}),
    ...(input.teamSize !== undefined ? { teamSize: input.teamSize } : {}),
  };
  const team = await db.team.update({
    where: { id: teamId },
    data: { signupSurvey: survey, ...(input.primarySector !== undefined ? { primarySector: input.primarySector } : {}) },
    select: teamViewSelect,
  });
  return teamView(team, true);
}

/**
 * Deletes the workspace and everything in it in one transaction: members, invitations, documents with
 * their blocks, shares and deals, styles, media, files, catalog and contacts cascade in the database,
 * the documents' accepted contents are dropped (lib/documents/leftovers.ts). Stored files (media,
 * attachments, kept PDFs) go once the rows are gone. An audit entry keeps who deleted what.
 */
export async function deleteTeam(actor: Actor, teamId: string) {
  const { keys, leftovers } = await db.$transaction(async (tx) => {
    const team = await tx.team.findUnique({ where: { id: teamId }, select: { id: true, name: true } });
    if (!team) throw notFound();
    const [media, variants, files] = await Promise.all([
      tx.media.findMany({ where: { teamId }, select: { storageKey: true } }),
      tx.mediaVariant.findMany({ where: { media: { teamId } }, select: { storageKey: true } }),
      tx.miscFile.findMany({ where: { teamId }, select: { storageKey: true } }),
    ]);
    const left = await documentLeftovers(tx, { teamId });
    await tx.team.delete({ where: { id: teamId } });
    await dropUnreferencedContents(tx, left);
    await tx.auditLog.create({ data: { actorId: actor.user.id, action: "team.delete", targetType: "team", targetId: teamId, before: { name: team.name } } });
    return { keys: [...media, ...variants, ...files].map((row) => row.storageKey), leftovers: left };
  });
  await Promise.all([deleteStoredFiles(keys), deleteLeftoverFiles(leftovers)]);
}
