import "server-only";
import { assertNotLimited, clientAddress, countAttempt, perAddress, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, invalidInput } from "@/lib/http/errors";
import type { Translator } from "@/lib/i18n/translator";
import { choicesProblems, effectiveChoices, type ChoiceProblem, type Choices } from "@/lib/pricing/choices";
import { contentHashOf } from "./content-hash";
import { openDealShare } from "./share-access";

// Saving a client's choices in a share's pricing tables (PUT /api/shared-document/{key}/{n}/choices).
// The share must be one the client can see and that closes a deal (share-access.ts: 404 otherwise).
// Each entry is checked against the frozen tables (lib/pricing/choices.ts) and refused by name, in
// the caller's language; what is stored is the effective selection (defaults filled), so every
// reader (the view, the owner, the content hash) reads one complete shape. Choices stop changing at
// the first signature, so every signer signs the same content: the check and the write run with the
// share's row locked, the lock signing takes too, so a signature landing at the same moment is
// either before (409) or after (it covers the new choices).

/** The largest body: a full table's choices are a few KB. */
export const CHOICES_MAX_BYTES = 32 * 1024;

/** Generous: the page saves each change (debounced), and a client may try many combinations. */
export const CHOICES_WRITES_PER_WINDOW: Limit = { max: 600, windowSeconds: 60 * 60 };

export const choicesTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge");
export const dealLocked = () => new AppError("CONFLICT", "dealLocked");

export interface SavedChoices {
  choices: Choices;
  contentHash: string;
}

/** A problem in the reader's words, on the entry it names. */
function fieldOf(problem: ChoiceProblem, t: Translator) {
  return { path: ["choices", ...problem.path].join("."), message: t(`blocks.pricing-table.choices.problems.${problem.problem}`, problem.params) };
}

export async function saveChoices(request: Request, key: string, recipient: string, choices: Choices, t: Translator): Promise<SavedChoices> {
  if (Buffer.byteLength(JSON.stringify(choices)) > CHOICES_MAX_BYTES) throw choicesTooLarge();
  const { meta, frozen } = await openDealShare(request, key, recipient, "deal");

  const address = clientAddress(request);
  const bucket = `share-choices:${meta.id}:${address}`;
  const limit = perAddress(CHOICES_WRITES_PER_WINDOW, address);
  await assertNotLimited(bucket, limit);
  await countAttempt(bucket, limit);

  const problems = choicesProblems(frozen, choices);
  if (problems.length) throw invalidInput("invalidInput", problems.map((problem) => fieldOf(problem, t)));
  const effective = effectiveChoices(frozen, choices);

  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "snapshots" WHERE "id" = ${meta.id} FOR UPDATE`;
    const [state] = await tx.$queryRaw<{ locked: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "signatures" WHERE "snapshotId" = ${meta.id} AND "recipientKey" = ${recipient})
          OR EXISTS (SELECT 1 FROM "deal_decisions" WHERE "snapshotId" = ${meta.id} AND "recipientKey" = ${recipient}) AS "locked"`;
    if (state?.locked) throw dealLocked();
    const stored = effective as unknown as Prisma.InputJsonValue;
    await tx.shareSelection.upsert({
      where: { snapshotId_recipientKey: { snapshotId: meta.id, recipientKey: recipient } },
      create: { snapshotId: meta.id, recipientKey: recipient, choices: stored },
      update: { choices: stored },
    });
  });

  return { choices: effective, contentHash: contentHashOf({ snapshotId: meta.id, recipient, frozen, choices: effective }) };
}
