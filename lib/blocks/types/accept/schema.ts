import { z } from "zod";
import type { AcceptContent, AcceptSigner } from "@/lib/acceptance/types";
import { sanitizeRichText } from "../../sanitize";
import { flag, MAX_BLOCK_TEXT, metaObject, text } from "../../schema-helpers";

// The Accept block's content (lib/acceptance/types.ts AcceptContent): a title, the terms as rich
// text, one to six signers and the "I agree" checkbox. Counts clamp (an empty list becomes one
// signer, a longer one keeps its first six), the terms keep only the rich-text allow-list, and a
// text over its length or an e-mail that is not one is refused (400), never stored.
// Signer ids ("s1", "s2"...) are what signatures and e-mail verifications name, so they survive
// every edit: an id is kept as stored, and only a missing, malformed or repeated one gets the next
// free number (never a number already used in the block, so a removed signer's id is not reused
// while a later one still holds a higher number).

export const ACCEPT_LIMITS = {
  title: 200,
  terms: MAX_BLOCK_TEXT,
  minSigners: 1,
  maxSigners: 6,
  name: 120,
  role: 120,
  email: 254,
  agreementLabel: 200,
} as const;

const SIGNER_ID = /^s[1-9][0-9]{0,2}$/;

/** An e-mail address or empty (a string that is neither is refused). */
export const signerEmailSchema = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").trim())
  .pipe(z.string().max(ACCEPT_LIMITS.email).pipe(z.union([z.literal(""), z.email({ message: "validation.email" })])));

const signer = metaObject({
  id: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && SIGNER_ID.test(value) ? value : "")),
  name: text(ACCEPT_LIMITS.name),
  role: text(ACCEPT_LIMITS.role),
  email: signerEmailSchema,
});

const idNumber = (id: string) => Number(id.slice(1));

/** The signers with a unique stable id each: kept where valid and unique, else the next free number. */
export function withSignerIds(signers: readonly AcceptSigner[]): AcceptSigner[] {
  const seen = new Set<string>();
  const kept = signers.map((item) => {
    if (!item.id || seen.has(item.id)) return { ...item, id: "" };
    seen.add(item.id);
    return item;
  });
  let next = Math.max(0, ...[...seen].map(idNumber)) + 1;
  return kept.map((item) => (item.id ? item : { ...item, id: `s${next++}` }));
}

/** A new signer for a block that already has `signers`: an id no signer of it has. */
export function newSigner(signers: readonly AcceptSigner[]): AcceptSigner {
  const next = Math.max(0, ...signers.map((item) => (SIGNER_ID.test(item.id) ? idNumber(item.id) : 0))) + 1;
  return { id: `s${next}`, name: "", role: "", email: "" };
}

const signers = z
  .array(signer)
  .nullish()
  .transform((items): AcceptSigner[] => {
    const kept = (items ?? []).slice(0, ACCEPT_LIMITS.maxSigners);
    return withSignerIds(kept.length ? kept : [newSigner([])]);
  });

export const acceptContentSchema = metaObject({
  title: text(ACCEPT_LIMITS.title),
  terms: z
    .string()
    .max(ACCEPT_LIMITS.terms)
    .nullish()
    .transform((value) => sanitizeRichText(value ?? "")),
  signers,
  requireAgreement: flag(false),
  agreementLabel: text(ACCEPT_LIMITS.agreementLabel),
});

/** Nothing is kept in metaData: everything the block says is its content. */
export const acceptMetaSchema = z
  .unknown()
  .optional()
  .transform((): AcceptMeta => ({}));

export type AcceptMeta = Record<string, never>;

/** A new Accept block: one signer for the client to name, no terms yet, the texts the reader's language gives. */
export const defaultAcceptContent = (): AcceptContent => ({
  title: "",
  terms: "",
  signers: [newSigner([])],
  requireAgreement: false,
  agreementLabel: "",
});

export const acceptDefaults = (): { content: AcceptContent; metaData: AcceptMeta } => ({ content: defaultAcceptContent(), metaData: {} });
