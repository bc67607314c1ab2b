import { createHash, randomBytes, randomInt } from "node:crypto";

/** Tokens and codes are stored only as hashes: a leaked table gives no usable link or code. */
export const hashToken = (value: string) => createHash("sha256").update(value).digest("hex");

export const newUrlToken = () => randomBytes(32).toString("base64url");

export const newApiToken = () => `edt_${randomBytes(32).toString("base64url")}`;

/** A 4-digit activation code (accounts spec §9). Scoped by user id in its hash, so codes may repeat across users. */
export const newActivationCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

export const activationCodeHash = (userId: string, code: string) => hashToken(`code:${userId}:${code}`);
