import { describe, expect, it } from "vitest";
import { documentPageActions, workspaceToExport, type DocumentPageContext } from "./document-actions";

const owner: DocumentPageContext = {
  templateType: "DOCUMENT",
  deleted: false,
  isTheOwner: true,
  isTeamAdmin: false,
  isMember: true,
  canExport: true,
  modulesEnabled: [],
};
const member: DocumentPageContext = { ...owner, isTheOwner: false };
const on = (actions: ReturnType<typeof documentPageActions>) =>
  Object.entries(actions)
    .filter(([, value]) => value)
    .map(([key]) => key)
    .sort();

describe("documentPageActions", () => {
  it("gives the owner of a document everything but the team template actions without the module", () => {
    expect(on(documentPageActions(owner))).toEqual(["duplicate", "export", "manage", "saveAsTemplate"]);
    expect(documentPageActions({ ...owner, modulesEnabled: ["team-templates"] }).makeTeamTemplate).toBe(true);
    expect(documentPageActions({ ...owner, modulesEnabled: ["catalog"] }).makeTeamTemplate).toBe(false);
  });

  it("lets a member read, duplicate and export, nothing of the owner's", () => {
    expect(on(documentPageActions({ ...member, modulesEnabled: ["team-templates"] }))).toEqual(["duplicate", "export"]);
  });

  it("offers team template settings to the owner and admins, and 'use' to every viewer, of team templates only", () => {
    const template = { ...member, templateType: "TEAM_TEMPLATE" };
    expect(on(documentPageActions(template))).toEqual(["duplicate", "export", "useTemplate"]);
    expect(documentPageActions({ ...template, isTeamAdmin: true }).templateSettings).toBe(true);
    expect(documentPageActions({ ...template, isTheOwner: true }).templateSettings).toBe(true);
    expect(documentPageActions({ ...template, isTheOwner: true, modulesEnabled: ["team-templates"] }).makeTeamTemplate).toBe(false);
    expect(documentPageActions({ ...owner, isTeamAdmin: true }).templateSettings).toBe(false);
    // Someone from outside the workspace opening a published team template.
    expect(on(documentPageActions({ ...template, isMember: false, canExport: false }))).toEqual(["useTemplate"]);
  });

  it("keeps team templates and documents made from them out of 'save as my template'", () => {
    expect(documentPageActions({ ...owner, templateType: "TEMPLATE", modulesEnabled: ["team-templates"] }).makeTeamTemplate).toBe(true);
    const fromTemplate = documentPageActions({ ...owner, templateType: "DOCUMENT_FROM_TEAM_TEMPLATE", modulesEnabled: ["team-templates"] });
    expect(fromTemplate.saveAsTemplate).toBe(false);
    expect(fromTemplate.makeTeamTemplate).toBe(false);
    expect(documentPageActions({ ...owner, templateType: "TEAM_TEMPLATE" }).saveAsTemplate).toBe(false);
  });

  it("offers 'save as my template' exactly when the server accepts it: the owner's live DOCUMENT or TEMPLATE", () => {
    // lib/documents/create.ts saveAsTemplate: DOCUMENT and TEMPLATE are copied, every other type is 409;
    // the route is owner-only, and a deleted document refuses changes.
    const types = ["DOCUMENT", "TEMPLATE", "CONTENT_TEMPLATE", "TEAM_TEMPLATE", "DOCUMENT_FROM_TEAM_TEMPLATE", "SNAPSHOT"];
    for (const templateType of types) {
      for (const isTheOwner of [true, false]) {
        for (const isTeamAdmin of [true, false]) {
          for (const deleted of [false, true]) {
            for (const modulesEnabled of [[], ["team-templates"]]) {
              const context = { ...owner, templateType, isTheOwner, isTeamAdmin, deleted, modulesEnabled };
              const expected = isTheOwner && !deleted && (templateType === "DOCUMENT" || templateType === "TEMPLATE");
              expect(documentPageActions(context).saveAsTemplate, JSON.stringify(context)).toBe(expected);
            }
          }
        }
      }
    }
  });

  it("offers nothing for a deleted document", () => {
    const deleted = { ...owner, templateType: "TEAM_TEMPLATE", deleted: true, isTeamAdmin: true, modulesEnabled: ["team-templates"] };
    expect(on(documentPageActions(deleted))).toEqual([]);
  });
});

describe("workspaceToExport", () => {
  const admin = { teamId: "a", teamName: "A", role: "ADMIN" as const };
  const plain = { teamId: "m", teamName: "M", role: "MEMBER" as const };

  it("is the selected workspace, or the only one, when the user is its admin", () => {
    expect(workspaceToExport("a", [admin, plain])).toBe(admin);
    expect(workspaceToExport("", [admin])).toBe(admin);
    expect(workspaceToExport("m", [admin, plain])).toBeNull();
    expect(workspaceToExport("", [plain])).toBeNull();
  });

  it("is none while several workspaces are listed together, or the selection is unknown", () => {
    expect(workspaceToExport("", [admin, plain])).toBeNull();
    expect(workspaceToExport("x", [admin])).toBeNull();
    expect(workspaceToExport("", [])).toBeNull();
  });
});
