
// Workspaces (issue 3): create, read, update, delete, find by name, logo, favicon, signup survey
export const teamContracts = {};
