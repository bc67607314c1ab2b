import { createHash, randomBytes, randomInt } from "node:crypto";

/** Tokens and codes are stored only as hashes: a leaked table gives no usable link or code. */
export const hashToken = (value: string) => createHash("sha256").update(value).digest("hex");

export const newUrlToken = () => randomBytes(32).toString("base64url");

const API_TOKEN_PREFIX = "edt_";

export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

/** Opaque API tokens start with "edt_"; any other Bearer value is read as a session JWT. */
export const isApiToken = (value: string) => value.startsWith(API_TOKEN_PREFIX);

/** A 4-digit activation code (accounts spec §9). Scoped by user id in its hash, so codes may repeat across users. */
export const newActivationCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

export const activationCodeHash = (userId: string, code: string) => hashToken(`code:${userId}:${code}`);
