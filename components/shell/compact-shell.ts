/**
 * Pages that need the screen's whole width: the shell draws its sidebar as a rail of icons there
 * (the full sidebar opens over the page) and gives the page the main area without margins. The
 * editor is one: its page is drawn at its real size only when nothing else takes the room.
 */
const COMPACT_PREFIXES = ["/document/"];

export function isCompactShellPath(pathname: string | null): boolean {
  if (!pathname) return false;
  return COMPACT_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}
