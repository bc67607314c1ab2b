import bcrypt from "bcryptjs";

// bcrypt with cost 10: slow enough to resist offline guessing, ~60 ms a check on this hardware.
const COST = process.env.NODE_ENV === "test" ? 4 : 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
