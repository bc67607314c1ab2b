import { z } from "zod";
import { invalidInput, type FieldProblem } from "@/lib/http/errors";
import { DEFAULT_EXPIRY_DAYS, type ShareInput } from "./schemas";

// The share form's rules in the spec's words (workspace spec §5, accounts spec §5): the expiry date
// cannot be before today ("Date is in the past!"), a PIN has 4 digits, an e-mail share goes to one
// address and its subject is longer than 2 characters. Every broken rule is named in one 400.

export interface ShareEmailSettings {
  from: string | null;
  to: string;
  subject: string;
  msgPrefix: string | null;
  msgLinkText: string | null;
  msgSuffix: string | null;
  msgBadge: string | null;
}

export interface ShareSettings {
  message: string | null;
  landingImageId: string | null;
  /** The end of the chosen day at UTC-12 (see endOfDay): open all of that day everywhere, expired after it. */
  expiryDate: Date;
  linkName: string | null;
  preventPrinting: boolean;
  pinProtectionCode: string | null;
  email: ShareEmailSettings | null;
}

const DAY_MS = 86_400_000;
/**
 * "Today" is the caller's, whose time zone the server does not know: the earliest accepted date is
 * today where the day starts last (UTC-12), so nobody is refused their own today.
 */
const EARLIEST_ZONE_OFFSET_MS = 12 * 3_600_000;

const dateText = (date: Date) => date.toISOString().slice(0, 10);
/**
 * The end of the chosen day where it ends last (UTC-12): a share made "today" in any time zone is
 * open for the rest of that day there. The owner's screens show it in EXPIRY_TIME_ZONE, as that day.
 */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999-12:00`);
const orNull = (value: string | undefined) => (value ? value : null);
const emailSchema = z.email();

function expiryOf(value: string | undefined, now: Date, problems: FieldProblem[]): Date {
  if (value === undefined) return endOfDay(dateText(new Date(now.getTime() + DEFAULT_EXPIRY_DAYS * DAY_MS)));
  // A calendar date that does not exist (2026-02-31) does not survive the round trip.
  const parsed = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || dateText(parsed) !== value) {
    problems.push({ path: "expiryDate", message: "validation.invalid" });
  } else if (value < dateText(new Date(now.getTime() - EARLIEST_ZONE_OFFSET_MS))) {
    problems.push({ path: "expiryDate", message: "errors.shareDateInPast" });
  }
  return endOfDay(value);
}

function pinOf(value: string | null | undefined, problems: FieldProblem[]): string | null {
  if (!value) return null;
  if (!/^\d{4}$/.test(value)) problems.push({ path: "pinProtectionCode", message: "errors.sharePinFormat" });
  return value;
}

function emailOf(input: ShareInput, problems: FieldProblem[]): ShareEmailSettings {
  const to = input.to ?? "";
  if (!to) problems.push({ path: "to", message: "validation.required" });
  else if (/[,;\s]/.test(to)) problems.push({ path: "to", message: "errors.shareOneRecipient" });
  else if (!emailSchema.safeParse(to).success) problems.push({ path: "to", message: "validation.email" });
  const subject = input.subject ?? "";
  if (subject.length <= 2) problems.push({ path: "subject", message: "errors.shareSubjectTooShort" });
  return {
    from: orNull(input.from),
    to,
    subject,
    msgPrefix: orNull(input.msgPrefix),
    msgLinkText: orNull(input.msgLinkText),
    msgSuffix: orNull(input.msgSuffix),
    msgBadge: orNull(input.msgBadge),
  };
}

/** The checked settings of a new share, or a 400 naming every field that breaks a rule. */
export function shareSettings(input: ShareInput, now = new Date()): ShareSettings {
  const problems: FieldProblem[] = [];
  const settings: ShareSettings = {
    message: orNull(input.message),
    landingImageId: orNull(input.landingImage ?? undefined),
    expiryDate: expiryOf(input.expiryDate, now, problems),
    linkName: orNull(input.linkName),
    preventPrinting: input.preventPrinting ?? false,
    pinProtectionCode: pinOf(input.pinProtectionCode, problems),
    email: input.type === "email" ? emailOf(input, problems) : null,
  };
  if (problems.length) throw invalidInput("invalidInput", problems);
  return settings;
}
