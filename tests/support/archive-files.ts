// Hand-made parts of a .eventdocs archive (docs/export-format.md) for import tests: a valid
// manifest, document.json and block, each with overrides.

/** manifest.json naming documents/1..count/document.json. */
export const manifestFile = (count = 1) => ({
  format: "eventdocs-document",
  version: 1,
  exportedAt: "2026-05-01T10:00:00.000Z",
  documents: Array.from({ length: count }, (_, n) => ({ path: `documents/${n + 1}/document.json` })),
});

/** One block of a document.json: a paragraph "Welcome" at the top level, with overrides. */
export function segmentFile(overrides: Record<string, unknown> = {}) {
  return {
    key: "s1",
    parent: null,
    segmentType: "paragraph",
    parentIndex: 0,
    order: 0,
    content: "Welcome",
    metaData: {},
    imageList: [],
    miscFileList: [],
    positionName: null,
    isFixedBlock: false,
    teamTemplateUserCanEdit: true,
    autoSelectOnHover: false,
    rowCurrencies: null,
    ...overrides,
  };
}

/** A valid document.json with one block, with overrides. */
export function documentFile(overrides: Record<string, unknown> = {}) {
  return {
    key: "d1",
    title: "Gala dinner",
    type: "proposal",
    templateType: "DOCUMENT",
    teamTemplate: { published: false, allowAddNewBlocks: true, allowDeleteBlocks: true, original: null },
    archived: false,
    event: { startDate: null, endDate: null, hasStartDate: false, userState: null },
    project: null,
    paperSize: "A4",
    pageMargins: null,
    numberingStyle: "off",
    sidebarVisible: true,
    sidebarWidth: null,
    privateNote: null,
    customCss: null,
    header: null,
    footer: null,
    styleData: null,
    cachedData: {},
    thumbnail: null,
    segments: [segmentFile()],
    ...overrides,
  };
}
