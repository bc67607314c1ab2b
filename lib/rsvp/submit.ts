import { createHash } from "node:crypto";
import { rsvpMetaSchema } from "@/lib/blocks/types/rsvp-form/schema";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/translator";
import { shareState } from "@/lib/sharing/access";
import { readFrozen } from "@/lib/sharing/frozen";
import { hasPinAccess } from "@/lib/sharing/pin-access";
import { assertRsvpAllowed, countRsvpStored } from "./limits";
import { buildReply } from "./reply";

// Storing an invitee's RSVP reply. The segment id names a block of one share's frozen copy (frozen
// ids are new per share), so it finds the share through Snapshot.rsvpSegmentIds (GIN index). That
// share must be open, the recipient one of its own, and a PIN share needs its PIN cookie: anything
// else is the same 404, so a guess learns nothing. Replays: the idempotency key is stored hashed with
// the share's id, so the same key again (a double click, a retried request) stores nothing new and
// still answers success, and a key can never collide with, or reveal, another share's reply.

/** The largest reply accepted: a full form (10 people, 20 events) is well under 16 KB. */
export const RSVP_MAX_BYTES = 32 * 1024;

export const RSVP_FORM_TYPE = "rsvp-form";

export const payloadTooLarge = (t: Translator) =>
  new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge", {}, [{ path: "formData", message: t("blocks.rsvp-form.reply.tooLarge") }]);

/** The stored idempotency key: the client's key (or, without one, the reply's content) bound to the share. */
function storedKey(snapshotId: string, recipient: string, clientKey: string | undefined, formData: unknown): string {
  const basis = clientKey ? `key:${clientKey}` : `content:${recipient}:${JSON.stringify(formData)}`;
  return createHash("sha256").update(`${snapshotId}\n${basis}`).digest("base64url");
}

export interface RsvpSubmitInput {
  segmentId: string;
  formData: Record<string, unknown>;
  recipient: string;
  submissionKey?: string | undefined;
}

/** `t` and `locale`: the caller's language, for the field messages of a refusal (a country is named in it). */
export async function submitRsvp(request: Request, input: RsvpSubmitInput, t: Translator, locale: Locale): Promise<{ success: true }> {
  if (Buffer.byteLength(JSON.stringify(input.formData)) > RSVP_MAX_BYTES) throw payloadTooLarge(t);
  // Unscoped by design: the frozen block id is the capability (see above). Written as `@>` so the
  // GIN index on rsvpSegmentIds answers it (`= ANY(...)`, which `has` may produce, scans the table).
  const [hit] = await db.$queryRaw<{ id: string }[]>`SELECT id FROM snapshots WHERE "rsvpSegmentIds" @> ARRAY[${input.segmentId}]::text[] LIMIT 1`;
  if (!hit) throw notFound();
  const share = await db.snapshot.findUnique({
    where: { id: hit.id },
    select: {
      id: true,
      enabled: true,
      expiryDate: true,
      pinProtectionCode: true,
      frozen: true,
      recipients: { where: { recipientKey: input.recipient }, select: { recipientKey: true } },
    },
  });
  if (!share || shareState(share) !== "open" || share.recipients.length === 0 || !hasPinAccess(request, share)) throw notFound();
  const block = readFrozen(share.frozen).blocks.find((item) => item.id === input.segmentId && item.segmentType === RSVP_FORM_TYPE);
  if (!block) throw notFound();
  const form = rsvpMetaSchema.safeParse(block.metaData);
  if (!form.success) throw notFound();

  const reply = buildReply(form.data, input.formData, t, locale);
  const submissionKey = storedKey(share.id, input.recipient, input.submissionKey, reply);
  // A replay of a stored reply is answered before the rate limit: it stores nothing.
  if (await db.rsvpSubmission.findUnique({ where: { submissionKey }, select: { id: true } })) return { success: true };
  await assertRsvpAllowed(request, share.id);
  const stored = await db.rsvpSubmission.createMany({
    data: [
      {
        snapshotId: share.id,
        segmentId: input.segmentId,
        recipientKey: input.recipient,
        formData: reply as unknown as Prisma.InputJsonValue,
        joining: reply.joining,
        submissionKey,
      },
    ],
    // Two posts with the same key at once: one row, and both succeed (the first reply stands).
    skipDuplicates: true,
  });
  if (stored.count) await countRsvpStored(request, share.id);
  return { success: true };
}
