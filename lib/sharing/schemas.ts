import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";

// The owner's share calls (workspace spec §3 Share form, §5). zod checks shapes and lengths; the
// rules that need the spec's own words or today's date ("Date is in the past!", one recipient, the
// PIN's 4 digits) are answered by lib/sharing/share-input.ts with `errors` keys, naming the field.

export const SHARE_LIMITS = {
  message: 5000,
  linkName: 120,
  from: 120,
  to: 320,
  subject: 200,
  mailPart: 2000,
  /** A PIN field longer than this is not a PIN: refused before any rule runs. */
  pinField: 64,
} as const;

export const SHARE_TYPES = ["link", "email"] as const;
export const DEFAULT_EXPIRY_DAYS = 90;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const invalid = { message: "validation.invalid" };
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const documentIdParams = z.object({ id: idSchema });
export const visitsParams = z.object({ id: idSchema, snapshotId: idSchema });

export const shareSchema = z.object({
  type: z.enum(SHARE_TYPES, invalid),
  message: optionalText(SHARE_LIMITS.message),
  // "" and null both mean no landing image (forms send the empty choice as "").
  landingImage: idSchema.or(z.literal("")).nullable().optional(),
  expiryDate: z.string().trim().regex(DATE_PATTERN, invalid).optional(),
  linkName: optionalText(SHARE_LIMITS.linkName),
  preventPrinting: z.boolean().optional(),
  pinProtectionCode: z.string().trim().max(SHARE_LIMITS.pinField).nullable().optional(),
  from: optionalText(SHARE_LIMITS.from),
  to: optionalText(SHARE_LIMITS.to),
  subject: optionalText(SHARE_LIMITS.subject),
  msgPrefix: optionalText(SHARE_LIMITS.mailPart),
  msgLinkText: optionalText(SHARE_LIMITS.mailPart),
  msgSuffix: optionalText(SHARE_LIMITS.mailPart),
  msgBadge: optionalText(SHARE_LIMITS.mailPart),
});
export type ShareInput = z.output<typeof shareSchema>;

export const snapshotsQuery = z.object({ limit: z.enum(["3", "all"], invalid).default("3") });
export type SnapshotsLimit = z.output<typeof snapshotsQuery>["limit"];

export const snapshotIdBody = z.object({ snapshotId: idSchema });
