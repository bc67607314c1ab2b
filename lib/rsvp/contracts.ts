import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { RECIPIENT_PATTERN } from "@/lib/sharing/keys";
import { idSchema } from "@/lib/validation/ids";

// RSVP replies (workspace spec §7 "POST /api/form/rsvp/{segmentId}") and the owner's guest list.
// The submit route is public: the frozen block id it names is only known to whoever holds the share
// link (and, for a PIN share, passed the PIN). The guest list is the document owner's and the
// workspace admins'.

const tag = "RSVP";

/** Frozen block ids are cuids, like every row id; anything else cannot name one. */
const segmentParams = z.object({ segmentId: z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "validation.invalid" }) });

/** The browser's idempotency key: random per page load and form, so a double click or a replay stores one reply. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The spec sends the block's metaData as the whole body; our script wraps it with a recipient and a key. Both are read. */
const wrapBareFormData = (value: unknown) => (isPlainObject(value) && !isPlainObject(value.formData) ? { formData: value } : value);

export const rsvpSubmitBody = z.preprocess(
  wrapBareFormData,
  z.object({
    /** The block's metaData with the invitee's answers; checked against the frozen block (lib/rsvp/reply.ts). */
    formData: z.record(z.string(), z.unknown()),
    recipient: z.string().regex(RECIPIENT_PATTERN, { message: "validation.invalid" }).default("0"),
    submissionKey: z.string().regex(SUBMISSION_KEY_PATTERN, { message: "validation.invalid" }).optional(),
  }),
);

const documentParams = z.object({ id: idSchema });

export const rsvpContracts = {
  submit: defineContract({
    method: "POST",
    path: "/api/form/rsvp/{segmentId}",
    tag,
    auth: "public",
    summary:
      "An invitee's reply to the RSVP form {segmentId} of an open share (a frozen block id; a PIN share needs its PIN cookie). `formData` is the block's metaData with the answers (the metaData alone as the body works too); the submit rule applies (first person named; joining: valid mobile phone and e-mail; not joining: valid e-mail; undecided: refused), checked by the same schema the share view runs before sending (lib/blocks/types/rsvp-form/answer-schema.ts). The phone is read for `formData.phoneCountry` (an ISO country code, the guest's choice) unless it starts with + and its own country code; without one, national numbers are read in the form language's country (tr, de, es, it; an English form needs the +). It is stored in E.164. Refusals are 400 with `fields` naming each one (formData.phone, formData.email, formData.excuse.email, formData.joining, formData.peopleSection.people.0.name), in the caller's language; at most the form's maxPeople people and answers only for its events. The same `submissionKey` again stores nothing new and still answers success. Bodies over 32 KB are 413; more than 30 new replies an hour from one address (1000 per share) are 429; an unknown, disabled or expired share, a recipient it does not have, or a PIN share without its PIN cookie is 404",
    params: segmentParams,
    body: rsvpSubmitBody,
    example: {
      formData: {
        joining: true,
        phone: "07400 123456",
        phoneCountry: "GB",
        email: "ada@example.com",
        peopleSection: { people: [{ name: "Ada Lovelace", greeting: "Mrs", age: "Adult", dietaryRequirement: "Vegan" }] },
        eventsSection: { events: [{ joining: true }] },
      },
      recipient: "0",
      submissionKey: "k3Jd93nfa0aLq2",
    },
    response: successSchema,
  }),
  guests: defineContract({
    method: "GET",
    path: "/api/document/{id}/guests",
    tag,
    auth: "user",
    summary:
      "The document's guest list: the latest reply of each guest across every share of the document (a later reply from the same share, recipient, first name and e-mail replaces the earlier one), with its people and answers, and counts by answer, age group, diet and event. The owner and workspace admins; other members 403, outsiders 404",
    params: documentParams,
  }),
  exportGuests: defineContract({
    method: "GET",
    path: "/api/document/{id}/guests/export",
    tag,
    auth: "user",
    summary: "The guest list as an .xlsx download (a Replies sheet with one row per guest and a Summary sheet), headers in the caller's language. Same access as the guest list",
    params: documentParams,
  }),
};
