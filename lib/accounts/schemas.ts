import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { idSchema } from "@/lib/validation/ids";
import { instagramHandleSchema } from "@/lib/validation/instagram";
import { checkPhone } from "./phone";

// Shared by route handlers (server validation) and forms. Messages are keys under `validation`.
export const SECTORS = ["Weddings", "Venue", "DMC", "Photography", "Finecatering", "Flowers", "Cakes", "Other"] as const;
export const TEAM_SIZES = ["just-me", "2-3", "more-than-3"] as const;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,30}$/, { message: "validation.username" });
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: "validation.email" }).max(254));
export const passwordSchema = z.string().min(8, { message: "validation.password" }).max(200, { message: "validation.tooLong" });
const nameSchema = z.string().trim().min(1, { message: "validation.required" }).max(80);
export const localeSchema = z.enum(LOCALES, { message: "validation.language" });

export const phoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = checkPhone(value);
    if (problem) ctx.addIssue({ code: "custom", message: `validation.${problem}` });
  });

export const loginSchema = z.object({
  username: z.string().trim().min(1, { message: "validation.required" }).max(254),
  password: z.string().min(1, { message: "validation.required" }).max(200),
  redirect: z.string().max(2000).optional(),
  rememberme: z.boolean().optional().default(false),
});

export const surveySchema = z.object({
  primarySector: z.enum(SECTORS).optional(),
  otherSectors: z.array(z.enum(SECTORS)).max(SECTORS.length).optional().default([]),
  teamSize: z.enum(TEAM_SIZES).optional(),
});

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    firstname: nameSchema,
    lastname: nameSchema,
    language: localeSchema.default("en"),
    mobilePhone: z.string().trim().max(40).optional(),
    invitationKey: z.string().trim().max(200).optional(),
    refCode: z.string().trim().max(100).optional(),
    // "Use this design" from a design preview: the new account starts with a document made from it.
    designTemplateId: idSchema.optional(),
    // Kept for compatibility with the spec's payload. E-mailed links are always built from the app's
    // own address (APP_URL), never from these, so a caller cannot make our e-mails point elsewhere.
    signInUrl: z.string().max(2000).optional(),
    activationUrlData: z.unknown().optional(),
    contactUrl: z.string().max(2000).optional(),
  })
  .extend(surveySchema.shape)
  .superRefine((value, ctx) => {
    // Required only for Turkish sign-ups; checked whenever given, in every language (it is stored normalized).
    if (!value.mobilePhone && value.language !== "tr") return;
    const problem = value.mobilePhone ? checkPhone(value.mobilePhone) : "invalidNumber";
    if (problem) ctx.addIssue({ code: "custom", path: ["mobilePhone"], message: `validation.${problem}` });
  });

const accountRef = z.object({ username: z.string().trim().max(254).optional(), email: z.string().trim().max(254).optional() });

export const activateByCodeSchema = accountRef.extend({
  code: z.string().trim().regex(/^\d{4}$/, { message: "validation.code" }),
});
export const resendActivationSchema = accountRef;
export const forgotPasswordSchema = z.object({
  text: z.string().trim().min(1, { message: "validation.required" }).max(254),
  urlData: z.unknown().optional(),
});
const newPasswordPair = { password: passwordSchema, confirmPassword: z.string().max(200) };
export const resetPasswordSchema = z.object(newPasswordPair);
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1, { message: "validation.required" }).max(200), ...newPasswordPair });

const optionalText = (max: number) => z.string().trim().max(max).optional();
export const profileSchema = z.object({
  title: optionalText(80),
  firstname: nameSchema,
  lastname: nameSchema,
  language: localeSchema,
  mobilePhone: z.union([z.literal(""), phoneSchema]).optional(),
  instagramUserName: instagramHandleSchema.optional(),
  // A form sends "true"/"false" (a switch), an API client a boolean; absent leaves the setting as it is.
  emailNotifications: z
    .union([z.boolean(), z.enum(["true", "false"], { message: "validation.invalid" })], { message: "validation.invalid" })
    .transform((value) => value === true || value === "true")
    .optional(),
});
export const setLastUsedVersionSchema = z.object({ version: z.coerce.number().int().min(0).max(1_000_000) });

export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
