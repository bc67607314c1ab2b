import type { ShareBody, ShareType } from "./types";

// The share form's values and rules (workspace spec §3 Share form, §5, §9), pure so they are tested
// without a browser. The server checks the same rules again; these only keep a bad form from leaving.

export const DEFAULT_EXPIRY_DAYS = 90;
/** Landing images smaller than this get a size warning (workspace spec §5, §9). */
export const LANDING_MIN = { width: 1400, height: 900 } as const;
export const LIMITS = { message: 5000, linkName: 120, from: 120, subject: 200, emailText: 2000 } as const;

export interface ShareFormValues {
  type: ShareType;
  message: string;
  landingImage: string | null;
  expiryDate: string;
  linkName: string;
  preventPrinting: boolean;
  pinEnabled: boolean;
  pin: string;
  from: string;
  to: string;
  subject: string;
  msgPrefix: string;
  msgLinkText: string;
  msgSuffix: string;
  msgBadge: string;
}

export type ShareFormField = "message" | "landingImage" | "expiryDate" | "linkName" | "pin" | "from" | "to" | "subject" | "msgPrefix" | "msgLinkText" | "msgSuffix" | "msgBadge";

/** Message keys under share.form.errors. */
export type ShareFormProblem = "dateInPast" | "dateInvalid" | "pinDigits" | "emailInvalid" | "subjectShort" | "required";

/** A local calendar date as YYYY-MM-DD (the date input's format; the user's today, not UTC's). */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function defaultExpiry(today: Date = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_EXPIRY_DAYS);
  return isoDay(day);
}

/** "The option is disabled unless the value is a non-negative integer string" (spec §5). */
export function isPinCandidate(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A share PIN has exactly 4 digits. */
export function isSharePin(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** One address, nothing around it: commas and spaces would mean several recipients. */
export function isSingleEmail(value: string): boolean {
  return /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>.]{2,}$/.test(value.trim());
}

export function validateShareForm(values: ShareFormValues, today: Date = new Date()): Partial<Record<ShareFormField, ShareFormProblem>> {
  const problems: Partial<Record<ShareFormField, ShareFormProblem>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiryDate)) problems.expiryDate = "dateInvalid";
  else if (values.expiryDate < isoDay(today)) problems.expiryDate = "dateInPast";
  if (values.pinEnabled && !isSharePin(values.pin)) problems.pin = "pinDigits";
  if (values.type === "email") {
    if (!values.to.trim()) problems.to = "required";
    else if (!isSingleEmail(values.to)) problems.to = "emailInvalid";
    if (values.subject.trim().length <= 2) problems.subject = "subjectShort";
  }
  return problems;
}

/** The body of POST /api/document/{id}/share; e-mail fields only for e-mail shares. */
export function shareBody(values: ShareFormValues): ShareBody {
  const body: ShareBody = {
    type: values.type,
    message: values.message,
    landingImage: values.landingImage,
    expiryDate: values.expiryDate,
    linkName: values.linkName.trim(),
    preventPrinting: values.preventPrinting,
    pinProtectionCode: values.pinEnabled && isSharePin(values.pin) ? values.pin : null,
  };
  if (values.type === "link") return body;
  return {
    ...body,
    from: values.from.trim(),
    to: values.to.trim(),
    subject: values.subject.trim(),
    msgPrefix: values.msgPrefix,
    msgLinkText: values.msgLinkText,
    msgSuffix: values.msgSuffix,
    msgBadge: values.msgBadge,
  };
}

/**
 * The PIN switch follows the input: it cannot stay on while the input holds anything but digits, and
 * typing the first digits into an empty input turns it on, so a PIN typed is not silently left unused.
 */
export function withPin(values: ShareFormValues, pin: string): ShareFormValues {
  const candidate = isPinCandidate(pin);
  const pinEnabled = candidate && (values.pinEnabled || values.pin === "");
  return { ...values, pin, pinEnabled };
}

/** Server field errors (ApiError.fields paths such as "expiryDate" or "body.to") by form field. */
export function serverFieldErrors(fields: { path: string; message: string }[] | undefined): Partial<Record<ShareFormField, string>> {
  const out: Partial<Record<ShareFormField, string>> = {};
  for (const { path, message } of fields ?? []) {
    const name = path.split(".").filter((part) => part !== "body").pop() ?? "";
    const field = (name === "pinProtectionCode" ? "pin" : name) as ShareFormField;
    if (FIELDS.has(field) && !out[field]) out[field] = message;
  }
  return out;
}

const FIELDS = new Set<string>(["message", "landingImage", "expiryDate", "linkName", "pin", "from", "to", "subject", "msgPrefix", "msgLinkText", "msgSuffix", "msgBadge"]);
