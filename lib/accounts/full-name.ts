/** Registration asks for one full name: the last word is the surname, the rest the first name (accounts spec §5). */
export function splitFullName(fullName: string): { firstname: string; lastname: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { firstname: words.slice(0, -1).join(" "), lastname: words[words.length - 1] };
}
