import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { shareRecipientParams } from "@/lib/sharing/public-contracts";
import { CONTENT_HASH_PATTERN } from "./content-hash";
import { CODE_PATTERN } from "./signer-secrets";

// The share view's deal calls (a client accepting and signing, or declining) and the public check of
// an accepted document's fingerprint. No account: the share key is the capability, and an unknown,
// disabled or expired share, a recipient it does not have, a PIN share without its PIN cookie, or a
// share that closes no deal all answer 404 (lib/acceptance/share-access.ts).

const tag = "Closing the deal";

/** Frozen block ids and signer ids: letters, digits, _ and -. */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "validation.invalid" });

export const SIGNER_NAME_MAX = 120;
export const DECLINE_REASON_MAX = 2000;
/** A drawn signature's PNG, decoded: at most 150 KB. */
export const SIGNATURE_PNG_MAX_BYTES = 150 * 1024;
/** The data URL's length that PNG makes in base64, with its prefix. */
const DATA_URL_MAX = Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 64;

const signerName = z.string().trim().min(1).max(SIGNER_NAME_MAX);
const email = z.string().trim().max(254, { message: "validation.email" }).pipe(z.email({ message: "validation.email" }));

export const signerCodeBody = z.object({
  blockId: id,
  signerId: id,
  name: signerName,
  email,
});

export const signerVerifyBody = z.object({
  blockId: id,
  signerId: id,
  code: z.string().trim().regex(CODE_PATTERN, { message: "errors.signerCodeFormat" }),
});

const signature = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("typed"), text: signerName }),
    z.object({ kind: z.literal("drawn"), image: z.string().max(DATA_URL_MAX, { message: "errors.signatureImageTooLarge" }) }),
  ],
  { message: "errors.signatureKind" },
);

export const signBody = z.object({
  blockId: id,
  signerId: id,
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: "errors.signerNotVerified" }),
  signature,
  agreed: z.boolean().default(false),
  contentHash: z.string().regex(CONTENT_HASH_PATTERN, { message: "validation.invalid" }),
});

export const declineBody = z.object({
  name: signerName,
  email: z.preprocess((value) => (value === "" || value === null ? undefined : value), email.optional()),
  reason: z.string().trim().min(1).max(DECLINE_REASON_MAX),
});

const signatureView = z.object({
  blockId: z.string(),
  signerId: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  kind: z.enum(["typed", "drawn"]),
  typedText: z.string().nullable(),
  imageDataUrl: z.string().nullable().describe("data:image/png;base64,... of a drawn signature"),
  signedAt: z.string(),
});

/** A share's outcome for one recipient (the share view's deal and the owner's overview). */
export const dealOutcomeSchema = z.object({
  outcome: z.enum(["ACCEPTED", "DECLINED"]),
  decidedAt: z.string().describe("ISO time"),
  contentHash: z.string().nullable().describe("Accepted: SHA-256 (hex) of what was accepted"),
  declinedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
});

export const dealViewResponse = z.object({
  apiBase: z.string(),
  requireAcceptance: z.boolean(),
  choices: z.record(z.string(), z.record(z.string(), z.object({ selected: z.boolean(), quantity: z.number() }))),
  signatures: z.array(signatureView),
  outcome: dealOutcomeSchema.nullable(),
  locked: z.boolean(),
  contentHash: z.string().describe("SHA-256 (hex) of what a signature now would cover; `sign` sends it back"),
  stamp: z.string(),
});

export const verifyHashResponse = z.object({
  valid: z.boolean(),
  acceptedAt: z.string().optional(),
  signers: z.number().optional(),
});

const EXAMPLE_HASH = "9f2c4b0d6a1e8f3c5b7d9e0a2c4f6b8d0e2a4c6f8b0d2e4a6c8f0b2d4e6a8c0f";

export const signingContracts = {
  deal: defineContract({
    method: "GET",
    path: "/api/shared-document/{key}/{n}/deal",
    tag,
    auth: "public",
    summary:
      "The share's deal for this recipient, as the share view shows it: the client's choices, the signatures (names, roles, typed text or drawn image, time; never e-mail addresses), the outcome, whether choices are locked, and the content hash a signature now must carry. 404 unless the share is open, has this recipient, the PIN cookie is valid for a PIN share, and it asks for acceptance or offers choices",
    params: shareRecipientParams,
    response: dealViewResponse,
  }),
  signerCode: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/signers/code",
    tag,
    auth: "public",
    summary:
      "A signer of an Accept block confirms their name (1-120 characters) and e-mail, and a 6-digit code valid 15 minutes is e-mailed to it (in the caller's language). When the block fixes the signer's e-mail the given one must be it (any case), else 400 on `email`; an address another signer of this share and recipient already confirmed or signed with is 400 `signerEmailTaken` on `email`. At most 5 codes per signer an hour, 10 to one e-mail address an hour whatever the share, 30 requests an hour per caller's address and share, and none while the signer is locked after 5 wrong codes (429 with the minutes); 409 `dealClosed` after the outcome, 409 when the signer has signed",
    params: shareRecipientParams,
    body: signerCodeBody,
    example: { blockId: "cm4acceptblock0001", signerId: "s1", name: "Ada Lovelace", email: "ada@example.com" },
    response: z.object({ success: z.boolean(), expiresAt: z.string() }),
  }),
  signerVerify: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/signers/verify",
    tag,
    auth: "public",
    summary:
      "The signer's 6-digit code: a right one answers a token that signs within 30 minutes (the code is then used up). A wrong one is 400 on `code` with the tries left; the 5th wrong one locks the signer for 15 minutes (429 with the minutes); an expired code is 410, no code sent 400; more than 60 tries an hour per caller's address and share 429",
    params: shareRecipientParams,
    body: signerVerifyBody,
    example: { blockId: "cm4acceptblock0001", signerId: "s1", code: "123456" },
    response: z.object({ token: z.string() }),
  }),
  sign: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/sign",
    tag,
    auth: "public",
    summary:
      "A verified signer signs: `token` from signers/verify; `signature` typed (1-120 characters) or drawn (a PNG data URL of at most 150 KB and 1600 x 800 pixels, re-encoded); `agreed` when the block asks for agreement; `contentHash` as the page or the deal call gave it (409 `dealContentChanged` when the choices changed since). The last signer of every Accept block accepts the share (once). 409 `dealClosed` after the outcome, 409 when this signer has signed, 403 without a valid token (checked before the picture is read), 400 `signerEmailTaken` when another signer of the share signed with the same address, 404 once the share is closed or its document is in the bin; more than 60 tries an hour per caller's address and share 429. Answers whether the share is now accepted, and the deal",
    params: shareRecipientParams,
    body: signBody,
    example: { blockId: "cm4acceptblock0001", signerId: "s1", token: "q8V3n0tAr34lT0k3nBu7Sh4p3d", signature: { kind: "typed", text: "Ada Lovelace" }, agreed: true, contentHash: EXAMPLE_HASH },
    response: z.object({ accepted: z.boolean(), deal: dealViewResponse }),
  }),
  decline: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/decline",
    tag,
    auth: "public",
    summary:
      "The client declines the share with their name (1-120 characters), optional e-mail and a reason (1-2000 characters); the owner is told. 409 `dealClosed` when the share is already accepted or declined; more than 60 tries an hour per caller's address and share 429",
    params: shareRecipientParams,
    body: declineBody,
    example: { name: "Ada Lovelace", email: "ada@example.com", reason: "We chose another venue." },
    response: successSchema,
  }),
  verifyHash: defineContract({
    method: "GET",
    path: "/api/verify/{hash}",
    tag,
    auth: "public",
    summary:
      "Whether a content hash (64 hex digits, as the signing certificate prints it) belongs to an accepted document, and when it was accepted by how many signers; never its content. A malformed hash is 400",
    params: z.object({ hash: z.string().trim().toLowerCase().regex(CONTENT_HASH_PATTERN, { message: "errors.contentHashMalformed" }).describe("SHA-256 in hex (64 digits)") }),
    response: verifyHashResponse,
  }),
};
