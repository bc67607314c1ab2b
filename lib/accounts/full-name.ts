// Pure name rules, shared by the browser and the server.

/** Registration asks for one full name: the last word is the surname, the rest the first name (accounts spec §5). */
export function splitFullName(fullName: string): { firstname: string; lastname: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { firstname: words.slice(0, -1).join(" "), lastname: words[words.length - 1] };
}

/**
 * The comparable form of a name: whitespace collapsed, Unicode NFC, lower case. `toLowerCase()` (not
 * `toLocaleLowerCase()`) so the browser and the server agree whatever their locale. Turkish has two
 * i's: "İ" lowers to "i" plus a combining dot and "ı" stays dotless, so both are folded to a plain
 * "i" — "İsmail", "ISMAIL" and "ismail" compare equal, and so do "Işık" and "işik".
 */
function comparable(value: string): string {
  return value
    .normalize("NFC")
    .toLowerCase()
    .replace(/i\u0307/g, "i")
    .replace(/ı/g, "i")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** Does the typed confirmation equal the first and last name, ignoring case and spacing (workspace spec §5)? */
export function sameFullName(typed: string, firstname: string, lastname: string): boolean {
  return comparable(typed) === comparable(`${firstname} ${lastname}`);
}
