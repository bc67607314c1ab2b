/** The key that makes workspace names unique regardless of case and surrounding or repeated spaces. */
export const teamNameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
