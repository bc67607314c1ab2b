// Document lifecycle calls (issue 4): create, read, rename, duplicate, transfer, move, archive, delete, settings.
export const documentContracts = {};
