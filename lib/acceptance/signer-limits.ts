// The e-mail check's numbers (the rules of the deal): a code lives 15 minutes, 5 wrong codes lock the
// signer for 15 minutes, at most 5 codes are sent to one signer an hour (and 10 to one e-mail
// address, whichever shares ask), and a right code gives a token that signs within 30 minutes.

export const CODE_MINUTES = 15;
export const WRONG_CODES_MAX = 5;
export const LOCK_MINUTES = 15;
export const CODES_PER_HOUR = 5;
export const CODES_PER_ADDRESS_HOUR = 10;
export const TOKEN_MINUTES = 30;

export const MINUTE_MS = 60_000;

/** Whole minutes from now until `until`, at least 1. */
export const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
