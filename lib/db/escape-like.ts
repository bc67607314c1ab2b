/** A search term for SQL LIKE / Prisma `contains`: its % and _ match themselves, not any text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
