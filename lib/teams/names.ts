/** The key that makes workspace names unique regardless of case and surrounding or repeated spaces. */
export const teamNameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/** A workspace name as stored and shown: trimmed, inner runs of white space made one space. */
export const normalizeTeamName = (name: string) => name.trim().replace(/\s+/g, " ");

export const TEAM_NAME_MAX = 80;
