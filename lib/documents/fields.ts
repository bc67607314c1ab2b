import type { Prisma } from "@/lib/db/generated/client";

// The columns that make a document what it is, shared by the full view, copies and exports, so a
// field added to the schema reaches all of them from one place.

/** The document's own content and settings (not its identity, workspace, owner or bookkeeping). */
export const documentContentSelect = {
  title: true,
  type: true,
  templateType: true,
  teamTemplatePublished: true,
  allowAddNewBlocks: true,
  allowDeleteBlocks: true,
  originalTeamTemplateDocId: true,
  eventStartDate: true,
  eventEndDate: true,
  eventHasStartDate: true,
  eventUserState: true,
  styleId: true,
  styleData: true,
  project: true,
  paperSize: true,
  pageMargins: true,
  numberingStyle: true,
  thumbnailId: true,
  sidebarVisible: true,
  sidebarWidth: true,
  privateNote: true,
  customCss: true,
  header: true,
  footer: true,
  cachedData: true,
  requireAcceptance: true,
} as const satisfies Prisma.DocumentSelect;

/** Every stored column of a block except its document and bookkeeping (version, timestamps). */
export const segmentColumnsSelect = {
  id: true,
  segmentType: true,
  parentId: true,
  parentIndex: true,
  order: true,
  content: true,
  metaData: true,
  imageList: true,
  miscFileList: true,
  positionName: true,
  isFixedBlock: true,
  teamTemplateUserCanEdit: true,
  autoSelectOnHover: true,
  rowCurrencies: true,
} as const satisfies Prisma.SegmentSelect;
