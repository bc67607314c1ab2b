/**
 * An e-mail address as shown to whoever holds an invitation link: its first letter, an ellipsis and
 * the domain ("s…@example.com"). Enough for the invited person to recognise their address, not
 * enough for anyone else who got hold of the link to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return `${email.charAt(0)}…`;
  return `${email.charAt(0)}…${email.slice(at)}`;
}

/** Two addresses are the same mailbox for an invitation when they match in any case. */
export const isSameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
