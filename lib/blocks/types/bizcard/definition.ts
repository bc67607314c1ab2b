import { z } from "zod";
import { instagramHandleSchema } from "@/lib/validation/instagram";
import type { BlockDefinition } from "../../definition";
import { flag, mediaId, metaObject, text } from "../../schema-helpers";
import { storedWebsite } from "./contact";

// A business card (spec §3 "business card: show flags and contactData"; the issue: "from the user
// and workspace"). Everything lives in metaData; content is unused (null).
//   show:        which parts the card shows (all but the photo by default). `website` is shown
//                like the others, so it has a flag too. `logo` shows the workspace's logo (its
//                current one, team.logoId) in place of the company name.
//   contactData: what the card says. Filled from the planner's profile and workspace when the
//                block is first edited ("Fill from my profile"), then freely editable: a card may
//                present someone else. photoId is a workspace media id (declared by mediaIds).
// Texts over their length, an invalid e-mail, Instagram handle or website (only http(s)) are
// refused (400), never stored.

export const BIZCARD_LIMITS = { name: 120, title: 120, company: 120, email: 254, phone: 40, website: 2000 } as const;

export const BIZCARD_SHOW_KEYS = ["photo", "name", "title", "company", "logo", "email", "phone", "instagram", "website"] as const;
export type BizcardShowKey = (typeof BIZCARD_SHOW_KEYS)[number];

const show = metaObject({
  photo: flag(false),
  name: flag(true),
  title: flag(true),
  company: flag(true),
  logo: flag(true),
  email: flag(true),
  phone: flag(true),
  instagram: flag(true),
  website: flag(true),
});

/** A string field that may be missing or null (read as ""), then checked. */
const optionalText = () => z.string().nullish().transform((value) => value ?? "");

const email = optionalText().pipe(
  z
    .string()
    .trim()
    .max(BIZCARD_LIMITS.email)
    .pipe(z.union([z.literal(""), z.email({ message: "validation.email" })])),
);

const instagram = optionalText().pipe(instagramHandleSchema.transform((handle) => handle.replace(/^@/, "")));

const website = optionalText().transform((value, ctx) => {
  const url = value.length <= BIZCARD_LIMITS.website ? storedWebsite(value) : null;
  if (url === null) {
    ctx.addIssue({ code: "custom", message: "validation.invalid" });
    return z.NEVER;
  }
  return url;
});

/** The checks of the two fields a profile may hold in a form the card refuses (the editor's fill skips such values). */
export const bizcardFieldSchemas = { email, instagram } as const;

const contactData = metaObject({
  name: text(BIZCARD_LIMITS.name),
  title: text(BIZCARD_LIMITS.title),
  company: text(BIZCARD_LIMITS.company),
  email,
  phone: text(BIZCARD_LIMITS.phone),
  instagram,
  website,
  photoId: mediaId,
});

const content = z.unknown().transform(() => null);

const metaData = metaObject({ show, contactData });

export type BizcardContent = z.output<typeof content>;
export type BizcardMeta = z.output<typeof metaData>;
export type BizcardShow = BizcardMeta["show"];
export type BizcardContact = BizcardMeta["contactData"];

export const emptyContact = (): BizcardContact => ({ name: "", title: "", company: "", email: "", phone: "", instagram: "", website: "", photoId: null });

export const defaultShow = (): BizcardShow => ({
  photo: false,
  name: true,
  title: true,
  company: true,
  logo: true,
  email: true,
  phone: true,
  instagram: true,
  website: true,
});

/** Nothing filled in yet: the editor then fills the card from the planner's profile once. */
export const isContactEmpty = (contact: BizcardContact) =>
  !contact.photoId && [contact.name, contact.title, contact.company, contact.email, contact.phone, contact.instagram, contact.website].every((value) => !value.trim());

/** Reads raw metaData defensively: import calls it on fields that have not been through the schema. */
const bizcardMediaIds = (_content: unknown, meta: unknown): string[] => {
  const contact = meta && typeof meta === "object" ? (meta as { contactData?: unknown }).contactData : null;
  const photoId = contact && typeof contact === "object" ? (contact as { photoId?: unknown }).photoId : null;
  return typeof photoId === "string" && photoId ? [photoId] : [];
};

export const bizcardDefinition: BlockDefinition<BizcardContent, BizcardMeta> = {
  type: "bizcard",
  group: "branding",
  content,
  metaData,
  mediaIds: bizcardMediaIds,
  defaults: () => ({ content: null, metaData: { show: defaultShow(), contactData: emptyContact() } }),
};
