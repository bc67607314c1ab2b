import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { priceListMail } from "@/lib/mail/templates";
import { readExport, sheetFileName, XLSX_TYPE } from "./exports";
import { countSheetAttempt } from "./limits";

interface EmailInput {
  uniqueId: string;
  segmentId: string;
  documentTitle: string;
  email: string;
  owner: string;
  docTitle: string;
}

/**
 * Sends the caller's generated file as an attachment. The call carries `owner` and `docTitle` (the
 * spec's payload), but the mail names who really sends it and the document as stored: the caller's
 * own name and the document's title, so nobody can mail a stranger from our address in someone
 * else's name. A provider failure becomes the spec's message ("Unfortunately we couldn't save this
 * price list as Excel...").
 */
export async function emailExport(actor: Actor, locale: Locale, input: EmailInput): Promise<void> {
  const bytes = await readExport(input.uniqueId, input.segmentId, actor.user.id);
  await countSheetAttempt("email", actor.user.id);
  const owner = `${actor.user.firstname} ${actor.user.lastname}`.trim() || actor.user.email;
  const attachment = { filename: sheetFileName(input.documentTitle), content: bytes, contentType: XLSX_TYPE };
  try {
    await sendMail(priceListMail(locale, { to: input.email, owner, title: input.documentTitle, attachment }));
  } catch (error) {
    if (error instanceof AppError && error.messageKey === "emailSendFailed") throw new AppError("UNAVAILABLE", "sheetEmailFailed");
    throw error;
  }
}
