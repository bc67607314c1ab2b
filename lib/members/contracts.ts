
// Members and invitations (issue 3)
export const memberContracts = {};
