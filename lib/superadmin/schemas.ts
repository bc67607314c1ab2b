import { z } from "zod";
import { emailSchema } from "@/lib/accounts/schemas";
import { idSchema } from "@/lib/validation/ids";
import { TEST_EMAIL_TEMPLATES } from "./test-email-names";
import { pageQuery, SUPERADMIN_PAGE_SIZES } from "./paging";

// Inputs of the operator console's calls other than accounts (issue 12). Messages are keys; the
// subdomain's emptiness and form are answered by ./subdomain.ts with the spec's own message.

export const idParams = z.object({ id: idSchema });

export const documentsQuery = pageQuery(SUPERADMIN_PAGE_SIZES.documents);
export const documentsWithNotesQuery = pageQuery(SUPERADMIN_PAGE_SIZES.documentsWithNotes);
export const catalogQuery = pageQuery(SUPERADMIN_PAGE_SIZES.catalog);
export const mediaQuery = pageQuery(SUPERADMIN_PAGE_SIZES.media);
export const teamAdminsQuery = pageQuery(SUPERADMIN_PAGE_SIZES.teamAdmins);
export const teamsQuery = pageQuery(SUPERADMIN_PAGE_SIZES.teams);
export const referralsQuery = pageQuery(SUPERADMIN_PAGE_SIZES.referrals);

export const auditQuery = pageQuery(SUPERADMIN_PAGE_SIZES.audit).extend({
  targetType: z.enum(["user", "team", "referral-code", "document", "email"], { message: "validation.invalid" }).optional(),
  targetId: z.string().trim().min(1).max(320).optional(),
});

export const KPI_PERIODS = ["day", "week", "month"] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

export const kpiQuery = z.object({
  period: z.enum(KPI_PERIODS, { message: "validation.invalid" }).default("day"),
  count: z.coerce.number({ message: "validation.invalid" }).int({ message: "validation.invalid" }).min(1, { message: "validation.outOfRange" }).max(366, { message: "validation.outOfRange" }).default(30),
});

/** Any text: emptiness, form and reserved names are checked by ./subdomain.ts (the spec's message for empty). null removes it. */
export const subdomainBody = z.object({ customSubdomain: z.string().max(253, { message: "validation.invalid" }).nullable() });

export const teamQueryUpdateBody = z.object({
  teamIds: z.array(idSchema).min(1, { message: "validation.required" }).max(500, { message: "validation.tooManyAtOnce" }),
  set: z
    .object({ canShareByEmail: z.boolean({ message: "validation.invalid" }).optional() })
    .strict()
    .refine((set) => Object.values(set).some((value) => value !== undefined), { message: "errors.superAdminNothingToChange" }),
});
export type TeamQueryUpdateInput = z.infer<typeof teamQueryUpdateBody>;

/** Codes are typed by operators and put in links: letters, digits, dots, dashes and underscores. */
const referralCode = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(64, { message: "validation.tooLong" })
  .regex(/^[A-Za-z0-9._-]+$/, { message: "validation.invalid" });
const referralLimit = z.number({ message: "validation.invalid" }).int({ message: "validation.invalid" }).min(1, { message: "validation.outOfRange" }).max(100_000, { message: "validation.outOfRange" });

/** The spec's defaults (accounts spec §9): code UNNAMED, limit 10. */
export const REFERRAL_DEFAULTS = { code: "UNNAMED", limit: 10 } as const;

export const createReferralBody = z.object({
  accountId: idSchema.nullable().optional(),
  code: referralCode.default(REFERRAL_DEFAULTS.code),
  limit: referralLimit.default(REFERRAL_DEFAULTS.limit),
});
export type CreateReferralInput = z.infer<typeof createReferralBody>;

export const updateReferralBody = z
  .object({ enabled: z.boolean({ message: "validation.invalid" }).optional(), limit: referralLimit.optional(), code: referralCode.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "errors.superAdminNothingToChange" });
export type UpdateReferralInput = z.infer<typeof updateReferralBody>;

export const sendTestEmailsBody = z.object({
  to: emailSchema,
  templates: z.array(z.enum(TEST_EMAIL_TEMPLATES, { message: "validation.invalid" })).min(1, { message: "validation.required" }).max(TEST_EMAIL_TEMPLATES.length).optional(),
});
export type SendTestEmailsInput = z.infer<typeof sendTestEmailsBody>;
