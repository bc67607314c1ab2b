/**
 * Up to two initials of a person's name, for the circle shown where there is no photo. Characters
 * are taken whole (an emoji or an astral letter is one character, not half of a surrogate pair).
 */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join("");
