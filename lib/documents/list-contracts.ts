// Document lists (issue 4): the index, archive, team templates, upcoming events, find by contact.
export const documentListContracts = {};
