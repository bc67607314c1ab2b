// Contracts of the operator console's other calls (issue 12): documents, catalog, media, key
// figures, team admins, teams, referral codes, test e-mails, the audit log.
export const superAdminContracts = {};
