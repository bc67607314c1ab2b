// What a document made from a team template allows (workspace spec §4): adding blocks only when the
// template's allowAddNewBlocks was set, deleting only with allowDeleteBlocks, and editing a block
// only when that block's teamTemplateUserCanEdit is set. Every other document allows all three.
// Pure functions, so the editor (client) and the block API (server) enforce the same rule.

export interface TeamTemplateRuleDocument {
  templateType: string;
  allowAddNewBlocks: boolean;
  allowDeleteBlocks: boolean;
}

export interface TeamTemplateRuleBlock {
  teamTemplateUserCanEdit: boolean;
}

const fromTeamTemplate = (doc: TeamTemplateRuleDocument) => doc.templateType === "DOCUMENT_FROM_TEAM_TEMPLATE";

export function canAddBlocks(doc: TeamTemplateRuleDocument): boolean {
  return !fromTeamTemplate(doc) || doc.allowAddNewBlocks;
}

export function canDeleteBlocks(doc: TeamTemplateRuleDocument): boolean {
  return !fromTeamTemplate(doc) || doc.allowDeleteBlocks;
}

export function canEditBlock(doc: TeamTemplateRuleDocument, block: TeamTemplateRuleBlock): boolean {
  return !fromTeamTemplate(doc) || block.teamTemplateUserCanEdit;
}
