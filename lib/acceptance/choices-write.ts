import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, invalidInput } from "@/lib/http/errors";
import type { Translator } from "@/lib/i18n/translator";
import { choicesProblems, effectiveChoices, type ChoiceProblem, type Choices } from "@/lib/pricing/choices";
import { limitDealCall } from "./call-limits";
import { contentHashOf } from "./content-hash";
import { assertChoicesOpen, lockOpenShare } from "./deal-guards";
import { openDealShare } from "./share-access";

// Saving a client's choices in a share's pricing tables (PUT /api/shared-document/{key}/{n}/choices).
// The share must be one the client can see and that closes a deal (share-access.ts: 404 otherwise).
// Each entry is checked against the frozen tables (lib/pricing/choices.ts) and refused by name, in
// the caller's language; what is stored is the effective selection (defaults filled), so every
// reader (the view, the owner, the content hash) reads one complete shape. Choices stop changing at
// the first signature, so every signer signs the same content: the check and the write run with the
// share's row locked (deal-guards.ts), the lock signing takes too, so a signature landing at the same
// moment is either before (409) or after (it covers the new choices), and a share disabled meanwhile
// is 404. At most 600 saves an hour per address and share (call-limits.ts).

/** The largest body: a full table's choices are a few KB. */
const CHOICES_MAX_BYTES = 32 * 1024;

const choicesTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge");

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

  await limitDealCall(request, "choices", meta.id);

  const problems = choicesProblems(frozen, choices);
  if (problems.length) throw invalidInput("invalidInput", problems.map((problem) => fieldOf(problem, t)));
  const effective = effectiveChoices(frozen, choices);

  await db.$transaction(async (tx) => {
    await lockOpenShare(tx, meta.id);
    await assertChoicesOpen(tx, meta.id, recipient);
    const stored = effective as unknown as Prisma.InputJsonValue;
    await tx.shareSelection.upsert({
      where: { snapshotId_recipientKey: { snapshotId: meta.id, recipientKey: recipient } },
      create: { snapshotId: meta.id, recipientKey: recipient, choices: stored },
      update: { choices: stored },
    });
  });

  return { choices: effective, contentHash: contentHashOf({ snapshotId: meta.id, recipient, frozen, choices: effective }) };
}
