// Contracts of the operator console's account calls (issue 12): filled in by the accounts work.
export const superAdminAccountContracts = {};
