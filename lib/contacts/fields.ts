import { z } from "zod";
import { CONTACT_FIELD_MAX } from "./limits";

// The contact form's fields (workspace spec §3 Contact): the create and update bodies, also run by the
// form in the browser before sending, so both sides apply the same rules. The spec shows no rules for
// the contact form; the issue asks for these: a first name is required, everything else is optional,
// an e-mail address must be one, lengths are capped. Messages are keys ("validation.email"),
// translated by lib/http/validation.ts on the server and components/contacts/field-errors.ts in the
// browser. (No import of lib/accounts/schemas here: it would bring the phone-number library into the
// form's bundle.)

/** Absent stays absent (an update keeps the stored value); null or blank clears the field. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);

const contactFields = {
  firstname: z.string().trim().min(1).max(CONTACT_FIELD_MAX.firstname),
  // The entity's spelling (see view.ts). A contact may be known by first name only: blank is kept as "".
  lastname: z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX.lastname)
    .nullish()
    .transform((value) => (value === undefined ? undefined : (value ?? ""))),
  email: z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX.email)
    .nullish()
    .transform(blankToNull)
    .pipe(z.email({ message: "validation.email" }).toLowerCase().nullish())
    .describe("Optional; when given, a valid address (stored in lower case)"),
  company: optionalText(CONTACT_FIELD_MAX.company),
  jobTitle: optionalText(CONTACT_FIELD_MAX.jobTitle),
};

/** POST /api/team/{id}/contact. */
export const contactCreateBody = z.object(contactFields);
/** POST /api/contact/{id}: only the fields sent change (null or "" clears an optional one). */
export const contactUpdateBody = z.object(contactFields).partial();

export type ContactCreateInput = z.output<typeof contactCreateBody>;
export type ContactUpdateInput = z.output<typeof contactUpdateBody>;
