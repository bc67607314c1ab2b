// Team templates and import/export (issue 4).
export const documentTransferContracts = {};
