import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { documentIdParams } from "@/lib/documents/schemas";
import { DEAL_STATUSES } from "@/lib/documents/list-format";
import { DEAL_TIMELINE_KINDS } from "./deal-timeline";
import { dealOutcomeSchema } from "./signing-contracts";

// The owner's side of closing a deal: the Share tab's setting and the deal overview. The overview is
// share history (recipients, signers' e-mails, address hashes, reasons): the owner and the
// workspace's admins read it, other members get 403, anyone else 404. Only the owner changes the setting.
const tag = "Deals";

export const requireAcceptanceSchema = z.object({
  requireAcceptance: z.boolean({ message: "validation.invalid" }).describe("Sharing adds a signature step at the end of the document unless it has an Accept block"),
});

const when = z.string().describe("ISO time");

const dealShare = z.object({
  snapshotId: z.string(),
  linkName: z.string().nullable(),
  recipient: z.string().describe('"0" the link, "1" the e-mail recipient'),
  recipientEmail: z.string().nullable(),
  createdAt: when,
  requireAcceptance: z.boolean().describe("The share asks its client to accept and sign"),
  status: z.enum(DEAL_STATUSES).describe("This share's own state: its outcome, else AWAITING when it asks for acceptance, else NONE (choices only)"),
  choices: z.array(
    z.object({
      blockId: z.string().describe("The frozen pricing table"),
      tableTitle: z.string().nullable().describe("The heading just above the table, if any"),
      rows: z.array(
        z.object({
          rowId: z.string(),
          name: z.string(),
          optional: z.boolean(),
          selected: z.boolean(),
          quantity: z.number(),
          quantityMin: z.number().nullable(),
          quantityMax: z.number().nullable(),
        }),
      ),
      total: z
        .object({ amount: z.number(), currency: z.string(), formatted: z.string() })
        .optional()
        .describe("The table's grand total with these choices, printed as the table prints it"),
    }),
  ).describe("The client's current choices, the owner's defaults where the client chose nothing"),
  signatures: z.array(
    z.object({
      signerName: z.string(),
      signerEmail: z.string(),
      signerRole: z.string().nullable(),
      kind: z.enum(["typed", "drawn"]),
      signedAt: when,
      verification: z.object({ method: z.string(), email: z.string().nullable(), verifiedAt: z.string().nullable() }),
      addressHash: z.string(),
    }),
  ),
  pendingSigners: z.array(z.object({ name: z.string(), role: z.string().nullable() })).describe("Signers who have not signed yet"),
  outcome: dealOutcomeSchema.nullable(),
  timeline: z.array(z.object({ kind: z.enum(DEAL_TIMELINE_KINDS), at: when, name: z.string().optional() })).describe("Oldest first"),
});

export const ownerDealContracts = {
  requireAcceptance: defineContract({
    method: "POST",
    path: "/api/document/{id}/require-acceptance",
    tag,
    auth: "user",
    summary: "Ask the client to accept and sign: shares made while on end with a signature step unless the document has an Accept block (owner; recorded for undo)",
    params: documentIdParams,
    body: requireAcceptanceSchema,
    example: { requireAcceptance: true },
    response: z.object({ success: z.boolean(), requireAcceptance: z.boolean(), version: z.number() }),
  }),
  deal: defineContract({
    method: "GET",
    path: "/api/document/{id}/deal",
    tag,
    auth: "user",
    summary:
      "The document's deal: its status, the setting, and per share and recipient that closes a deal the client's choices, signatures, outcome and timeline (the owner and the workspace's admins; members 403)",
    params: documentIdParams,
    response: z.object({
      status: z.enum(DEAL_STATUSES),
      statusAt: z.string().nullable(),
      requireAcceptance: z.boolean(),
      shares: z.array(dealShare).describe("Newest share first"),
    }),
  }),
};
