// Which actions the documents screens offer, as plain functions (unit-tested). The server decides
// for itself on every call (lib/auth/policy.ts and the routes); these only keep the screens from
// offering what would be refused.
import type { WorkspaceOption } from "./document-item";

export interface DocumentPageContext {
  templateType: string;
  deleted: boolean;
  isTheOwner: boolean;
  isTeamAdmin: boolean;
  /** A member of the document's workspace (outsiders may only see published team templates). */
  isMember: boolean;
  /** Members of the workspace and the super admin may export (GET /api/document/{id}/export). */
  canExport: boolean;
  modulesEnabled: readonly string[];
}

export interface DocumentPageActions {
  /** A document from this team template (create-from-team-template): every viewer. */
  useTemplate: boolean;
  duplicate: boolean;
  /** Archive or unarchive, delete. */
  manage: boolean;
  export: boolean;
  /** A copy as the owner's own template (save-as-template). */
  saveAsTemplate: boolean;
  /** Convert in place (team-template): the owner with the team-templates module, documents and templates only. */
  makeTeamTemplate: boolean;
  /** Publish and the block rules (team-template-settings): the owner or an admin of the workspace. */
  templateSettings: boolean;
}

export const TEAM_TEMPLATES_MODULE = "team-templates";

/** The templateTypes POST /api/document/{id}/save-as-template accepts. */
const SAVABLE_AS_TEMPLATE: ReadonlySet<string> = new Set(["DOCUMENT", "TEMPLATE"]);

export function documentPageActions(doc: DocumentPageContext): DocumentPageActions {
  const live = !doc.deleted;
  const teamTemplate = doc.templateType === "TEAM_TEMPLATE";
  const owner = live && doc.isTheOwner;
  return {
    useTemplate: live && teamTemplate,
    duplicate: live && doc.isMember,
    manage: owner,
    export: live && doc.canExport,
    // Exactly what the server allows (lib/documents/create.ts saveAsTemplate): documents and the
    // owner's own templates. Team templates and documents made from one carry the team template's
    // block rules, which a free template copy would get around (the server answers 409).
    saveAsTemplate: owner && SAVABLE_AS_TEMPLATE.has(doc.templateType),
    makeTeamTemplate: owner && doc.modulesEnabled.includes(TEAM_TEMPLATES_MODULE) && (doc.templateType === "DOCUMENT" || doc.templateType === "TEMPLATE"),
    templateSettings: live && teamTemplate && (doc.isTheOwner || doc.isTeamAdmin),
  };
}

/**
 * The workspace "Export all documents" exports on the index: the one the filter selects (or the
 * user's only one), when the user is its admin; otherwise none.
 */
export function workspaceToExport(selectedTeamId: string, workspaces: readonly WorkspaceOption[]): WorkspaceOption | null {
  const selected = selectedTeamId ? workspaces.find((workspace) => workspace.teamId === selectedTeamId) : workspaces.length === 1 ? workspaces[0] : undefined;
  return selected?.role === "ADMIN" ? selected : null;
}
