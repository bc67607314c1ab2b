import { db } from "@/lib/db/client";
import type { TeamRole } from "@/lib/db/generated/client";
import { forbidden, notFound } from "@/lib/http/errors";
import type { Actor } from "./actor";

// The one place that answers "may this user do this to this thing". Route handlers ask it in one
// visible line; none re-implements it. Things in workspaces the caller is not in answer 404 (their
// existence does not leak); members asking for admin-only actions get 403.

export interface Membership {
  memberId: string;
  teamId: string;
  role: TeamRole;
}

export async function findMembership(userId: string, teamId: string): Promise<Membership | null> {
  const member = await db.member.findFirst({
    where: { teamId, userId, acceptedAt: { not: null } },
    select: { id: true, teamId: true, role: true },
  });
  return member ? { memberId: member.id, teamId: member.teamId, role: member.role } : null;
}

/** Any member of the workspace; everyone else gets 404. */
export async function requireTeamMember(actor: Actor, teamId: string): Promise<Membership> {
  const membership = await findMembership(actor.user.id, teamId);
  if (!membership) throw notFound();
  return membership;
}

/**
 * A list that checks the membership in its own statement (lib/documents/list.ts listDocuments) answers
 * null when the caller is not an accepted member of the workspace it was asked for: 404, as
 * requireTeamMember would answer, without a round trip of its own.
 */
export function requireListedWorkspace<T>(listed: T | null): T {
  if (listed === null) throw notFound();
  return listed;
}

/** Does this membership carry the workspace's admin rights? */
export const isTeamAdmin = (membership: Membership) => membership.role === "ADMIN";

/** Admins of the workspace; members get 403, everyone else 404. */
export async function requireTeamAdmin(actor: Actor, teamId: string): Promise<Membership> {
  const membership = await requireTeamMember(actor, teamId);
  if (!isTeamAdmin(membership)) throw forbidden();
  return membership;
}

/**
 * Super admins need both the global admin role and the super-admin flag (accounts spec §6), and an
 * account that is not disabled (a disabled operator keeps a session, never the console). Takes
 * `actor.user` or a loaded user row.
 */
export const isSuperAdmin = (user: Pick<Actor["user"], "isSuperAdmin" | "roles"> & { disabled?: boolean }) =>
  user.isSuperAdmin && user.roles.includes("admin") && !user.disabled;

/** Operator-only calls (design template definitions): everyone else signed in gets 403. */
export function requireSuperAdmin(actor: Actor): void {
  if (!isSuperAdmin(actor.user)) throw forbidden();
}

export const MODULES = ["academy", "catalog", "team-templates"] as const;
export type Module = (typeof MODULES)[number];

export const hasModule = (actor: Actor, module: Module) => actor.user.modulesEnabled.includes(module);

export function requireModule(actor: Actor, module: Module): void {
  if (!hasModule(actor, module)) throw forbidden();
}

/** A user's own account settings (profile photo, password...) are theirs alone. */
export const canManageUser = (actor: Actor, userId: string) => actor.user.id === userId;

/** Seeing a person's photo: yourself, or someone you share a workspace with. */
export async function canSeeUser(actor: Actor, userId: string): Promise<boolean> {
  if (actor.user.id === userId) return true;
  const shared = await db.member.findFirst({
    where: { userId, acceptedAt: { not: null }, team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } },
    select: { id: true },
  });
  return Boolean(shared);
}

// ---- Documents (workspace spec §6; the documents issue settles the specs' disagreement: every
// member reads every document of the workspace, only the owner edits, shares, renames, transfers,
// moves, archives and deletes; the super admin may view any document).

export interface DocumentAccess {
  documentId: string;
  teamId: string;
  ownerId: string;
  templateType: string;
  /** A published team template (false for every other document). */
  teamTemplatePublished: boolean;
  membership: Membership | null;
  isTheOwner: boolean;
  isTeamAdmin: boolean;
  /** Computed here, on the server, and sent with the document: everything but the owner's view is read-only. */
  readOnly: boolean;
}

/**
 * Who may see a document: members of its workspace (team templates that are not published only
 * for admins and the owner), the owner of a soft-deleted one (to restore or delete it for good),
 * anyone signed in for a published team template (to create a document from it), and the super
 * admin, for viewing only (creating from an unpublished team template still needs membership).
 * Everyone else gets 404: a document's existence does not leak.
 */
export async function requireDocumentViewer(actor: Actor, documentId: string): Promise<DocumentAccess> {
  const doc = await db.document.findUnique({ where: { id: documentId }, select: documentFactsSelect });
  if (!doc) throw notFound();
  return documentViewerAccess(actor, doc, await findMembership(actor.user.id, doc.teamId));
}

/** Owner-only actions: members of the workspace who are not the owner get 403, everyone else 404. */
export async function requireDocumentOwner(actor: Actor, documentId: string): Promise<DocumentAccess> {
  const access = await requireDocumentViewer(actor, documentId);
  return ownerAccess(access);
}

/** What the document rules read of a document row. */
export const documentFactsSelect = { id: true, teamId: true, ownerId: true, templateType: true, teamTemplatePublished: true, deletedAt: true } as const;

export interface DocumentFacts {
  id: string;
  teamId: string;
  ownerId: string;
  templateType: string;
  teamTemplatePublished: boolean;
  deletedAt: Date | null;
}

/** The viewer rule of requireDocumentViewer on facts already read (a write that reads them under its own lock). */
export function documentViewerAccess(actor: Actor, doc: DocumentFacts, membership: Membership | null): DocumentAccess {
  const isTheOwner = doc.ownerId === actor.user.id && Boolean(membership);
  const admin = membership ? isTeamAdmin(membership) : false;
  const publishedTemplate = doc.templateType === "TEAM_TEMPLATE" && doc.teamTemplatePublished;
  // Saved blocks (content templates) are their owner's alone, even within the workspace.
  const visible = doc.deletedAt || doc.templateType === "CONTENT_TEMPLATE"
    ? isTheOwner
    : isSuperAdmin(actor.user) ||
      publishedTemplate ||
      (membership !== null && (doc.templateType !== "TEAM_TEMPLATE" || isTheOwner || admin));
  if (!visible) throw notFound();
  return {
    documentId: doc.id,
    teamId: doc.teamId,
    ownerId: doc.ownerId,
    templateType: doc.templateType,
    teamTemplatePublished: publishedTemplate,
    membership,
    isTheOwner,
    isTeamAdmin: admin,
    readOnly: !isTheOwner,
  };
}

function ownerAccess(access: DocumentAccess): DocumentAccess {
  if (!access.isTheOwner) {
    if (!access.membership) throw notFound();
    throw forbidden();
  }
  return access;
}

/** requireDocumentOwner's rule on facts already read: a block write's authorization inside its one locked read. */
export const documentOwnerAccess = (actor: Actor, doc: DocumentFacts, membership: Membership | null) => ownerAccess(documentViewerAccess(actor, doc, membership));

// ---- Doc styles (accounts spec §3, §7; issue 10): a workspace's styles are read by its members and
// changed by its admins; global (built-in) styles, with no workspace, are read by anyone signed in
// and changed only by the super admin. Styles of workspaces the caller is not in answer 404.

export interface DocStyleAccess {
  styleId: string;
  /** null for a global style. */
  teamId: string | null;
  canEdit: boolean;
}

/** Readers of a style: members of its workspace, anyone signed in for a global style; everyone else 404. */
export async function requireDocStyleReader(actor: Actor, styleId: string): Promise<DocStyleAccess> {
  const style = await db.docStyle.findUnique({ where: { id: styleId }, select: { id: true, teamId: true } });
  if (!style) throw notFound();
  if (style.teamId === null) return { styleId: style.id, teamId: null, canEdit: isSuperAdmin(actor.user) };
  const membership = await findMembership(actor.user.id, style.teamId);
  if (!membership) throw notFound();
  return { styleId: style.id, teamId: style.teamId, canEdit: isTeamAdmin(membership) };
}

/** Editors of a style: admins of its workspace (members 403), the super admin for a global style (others 403). */
export async function requireDocStyleEditor(actor: Actor, styleId: string): Promise<DocStyleAccess> {
  const access = await requireDocStyleReader(actor, styleId);
  if (!access.canEdit) throw forbidden();
  return access;
}

/** A style of workspace `teamId` reached through the workspace's own path: admins only, and a style of another workspace is 404. */
export async function requireTeamDocStyleEditor(actor: Actor, teamId: string, styleId: string): Promise<DocStyleAccess> {
  await requireTeamAdmin(actor, teamId);
  const style = await db.docStyle.findFirst({ where: { id: styleId, teamId }, select: { id: true } });
  if (!style) throw notFound();
  return { styleId: style.id, teamId, canEdit: true };
}
