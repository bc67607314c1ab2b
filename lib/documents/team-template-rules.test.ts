import { describe, expect, it } from "vitest";
import { canAddBlocks, canDeleteBlocks, canEditBlock } from "./team-template-rules";

const doc = (templateType: string, allowAddNewBlocks: boolean, allowDeleteBlocks: boolean) => ({ templateType, allowAddNewBlocks, allowDeleteBlocks });
const locked = { teamTemplateUserCanEdit: false };
const editable = { teamTemplateUserCanEdit: true };

describe("team template rules", () => {
  it("documents made from a team template obey the template's flags", () => {
    const closed = doc("DOCUMENT_FROM_TEAM_TEMPLATE", false, false);
    expect([canAddBlocks(closed), canDeleteBlocks(closed)]).toEqual([false, false]);
    const open = doc("DOCUMENT_FROM_TEAM_TEMPLATE", true, true);
    expect([canAddBlocks(open), canDeleteBlocks(open)]).toEqual([true, true]);
    const addOnly = doc("DOCUMENT_FROM_TEAM_TEMPLATE", true, false);
    expect([canAddBlocks(addOnly), canDeleteBlocks(addOnly)]).toEqual([true, false]);
  });

  it("documents made from a team template obey each block's teamTemplateUserCanEdit", () => {
    const fromTemplate = doc("DOCUMENT_FROM_TEAM_TEMPLATE", true, true);
    expect(canEditBlock(fromTemplate, locked)).toBe(false);
    expect(canEditBlock(fromTemplate, editable)).toBe(true);
  });

  it.each(["DOCUMENT", "TEMPLATE", "TEAM_TEMPLATE", "CONTENT_TEMPLATE"])("a %s always allows adding, deleting and editing", (templateType) => {
    const other = doc(templateType, false, false);
    expect([canAddBlocks(other), canDeleteBlocks(other), canEditBlock(other, locked)]).toEqual([true, true, true]);
  });
});
