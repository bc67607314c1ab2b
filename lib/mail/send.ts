import { Resend } from "resend";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { appUrl, isMailProviderConfigured, mailFrom } from "./config";

let warnedAboutAppUrl = false;

/** Real e-mails with links built from a guessed address help no one: say so once, loudly. */
function warnOnceWithoutAppUrl() {
  if (warnedAboutAppUrl || process.env.APP_URL?.trim()) return;
  warnedAboutAppUrl = true;
  console.warn(
    `[mail] RESEND_API_KEY is set but APP_URL is not: links in e-mails point to ${appUrl()}. ` +
      "Set APP_URL to the public address of the app (for example https://app.example.com).",
  );
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (the provider's limits apply); the outbox records the message, not the files. */
  attachments?: MailAttachment[];
  /** Where replies go (a share e-mail: the sharing planner), when not to our no-reply sender. */
  replyTo?: string;
}

/**
 * Every e-mail is written to the outbox first, so there is a record of what was sent. With a
 * provider configured it then goes out through Resend; a provider failure is recorded and raised
 * as the spec's "Error occurred while sending email".
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const from = mailFrom();
  const { attachments, replyTo, ...recorded } = message;
  const row = await db.emailOutbox.create({ data: { ...recorded, from, status: "QUEUED" } });
  if (!isMailProviderConfigured()) {
    await db.emailOutbox.update({ where: { id: row.id }, data: { status: "SENT", provider: "outbox", sentAt: new Date(), attempts: 1 } });
    return;
  }
  warnOnceWithoutAppUrl();
  const resend = new Resend(process.env.RESEND_API_KEY);
  // A network failure throws instead of answering an error: both are recorded the same way.
  const { data, error } = await resend.emails
    .send({ from, ...recorded, ...(attachments?.length ? { attachments } : {}), ...(replyTo ? { replyTo } : {}) })
    .catch((thrown: unknown) => ({ data: null, error: { message: thrown instanceof Error ? thrown.message : String(thrown) } }));
  if (error || !data) {
    await db.emailOutbox.update({
      where: { id: row.id },
      data: { status: "FAILED", provider: "resend", error: error?.message ?? "unknown", attempts: { increment: 1 } },
    });
    throw new AppError("UNAVAILABLE", "emailSendFailed");
  }
  await db.emailOutbox.update({
    where: { id: row.id },
    data: { status: "SENT", provider: "resend", providerMessageId: data.id, sentAt: new Date(), attempts: { increment: 1 } },
  });
}
